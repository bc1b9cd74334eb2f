import { z } from "zod";
import { describe, expect, it } from "vitest";
import { firstFieldErrors, formText, formValues } from "./form-validation";
import { isRouterResponse } from "./router-response";
import { data, redirect } from "react-router";

describe("form validation helpers", () => {
  it("keeps text values (first of a repeated name) and drops files", () => {
    const form = new FormData();
    form.append("a", "1");
    form.append("a", "2");
    form.append("datei", new Blob(["x"]), "x.txt");
    expect(formValues(form)).toEqual({ a: "1" });
  });

  it("reads one text field: its text, the fallback when it is missing, nothing for a file", () => {
    const form = new FormData();
    form.append("name", "Anna");
    form.append("leer", "");
    form.append("datei", new Blob(["x"]), "x.txt");
    expect(formText(form, "name")).toBe("Anna");
    expect(formText(form, "leer", "301")).toBe("");
    expect(formText(form, "fehlt")).toBe("");
    expect(formText(form, "fehlt", "301")).toBe("301");
    expect(formText(form, "datei", "301")).toBe("");
  });

  it("answers the first message per field", () => {
    const schema = z.object({ name: z.string().min(3, "zu kurz").max(4, "zu lang"), age: z.coerce.number().int("ganz") });
    const parsed = schema.safeParse({ name: "ab", age: "1.5" });
    expect(parsed.success ? {} : firstFieldErrors(parsed.error)).toEqual({ name: "zu kurz", age: "ganz" });
  });

  it("recognises React Router responses thrown by guards", () => {
    expect(isRouterResponse(data({ ok: false }, { status: 403 }))).toBe(true);
    expect(isRouterResponse(redirect("/login"))).toBe(true);
    expect(isRouterResponse(new Error("x"))).toBe(false);
    expect(isRouterResponse(null)).toBe(false);
  });
});
