// The server side of /passwort-zuruecksetzen (docs/decisions/0004-staff-roles.md): setting a new password with the token of the mailed link.
import { data } from "react-router";
import { z } from "zod";
import { authErrorMessage, authMessages } from "./auth-messages";
import { auth } from "./auth.server";
import { MIN_PASSWORD_LENGTH } from "./password-rules";

const resetSchema = z
  .object({
    token: z.string().min(1, authMessages.resetLinkInvalid),
    password: z.string().min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: authMessages.passwordsDiffer });

export const noStore = { "Cache-Control": "private, no-store" };

/** Sets the new password with the link's token; the fields' and the link's errors otherwise. */
export async function handleResetPassword(request: Request) {
  const form = await request.formData();
  const parsed = resetSchema.safeParse({ token: form.get("token") ?? "", password: form.get("password") ?? "", confirm: form.get("confirm") ?? "" });
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    return data(
      {
        ok: false as const,
        formError: fields.token?.[0] ?? null,
        fieldErrors: { password: fields.password?.[0] ?? null, confirm: fields.confirm?.[0] ?? null },
      },
      { status: 400, headers: noStore },
    );
  }
  try {
    await auth().api.resetPassword({ body: { token: parsed.data.token, newPassword: parsed.data.password } });
  } catch (error) {
    return data({ ok: false as const, formError: authErrorMessage(error), fieldErrors: { password: null, confirm: null } }, { status: 400, headers: noStore });
  }
  return data({ ok: true as const }, { headers: noStore });
}
