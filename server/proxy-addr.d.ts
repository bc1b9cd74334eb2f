// proxy-addr (Express's own dependency for "trust proxy") ships no types; the one function used here.
declare module "proxy-addr" {
  const proxyaddr: { compile(addresses: string[]): (address: string, hop: number) => boolean };
  export default proxyaddr;
}
