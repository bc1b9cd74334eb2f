import { describe, expect, it } from "vitest";
import { asRole, roleForVerifiedEmail } from "./roles";

describe("roleForVerifiedEmail", () => {
  it("makes staff-domain addresses editors", () => {
    expect(roleForVerifiedEmail("Anna@Auralis-Medizintechnik.example", "auralis-medizintechnik.example")).toBe("editor");
    expect(roleForVerifiedEmail("it@service.auralis-medizintechnik.example", "@auralis-medizintechnik.example")).toBe("editor");
  });
  it("leaves everyone else pending", () => {
    expect(roleForVerifiedEmail("anna@gmail.example", "auralis-medizintechnik.example")).toBe("pending");
    expect(roleForVerifiedEmail("x@evilauralis-medizintechnik.example", "auralis-medizintechnik.example")).toBe("pending");
  });
});

describe("asRole", () => {
  it("maps unknown values to pending", () => {
    expect(asRole("admin")).toBe("admin");
    expect(asRole("translator")).toBe("translator");
    expect(asRole("approver")).toBe("approver");
    expect(asRole("user")).toBe("pending");
    expect(asRole(null)).toBe("pending");
  });
});
