// Import-boundary rules (issue 15, items 1–2): lib → features → routes one-way, no feature-to-feature
// imports except through named shared modules. Filled in by the layers work; spread into eslint.config.js.
export default [];
