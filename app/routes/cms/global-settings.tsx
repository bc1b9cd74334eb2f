// /cms/global: the global settings (docs/product/settings-and-email-templates.md, "Global settings"): the German
// texts and shared values, the texts of each switched-on language (?sprache=fr) and 'Sprachen'.
import { useMemo } from "react";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { useActionToast } from "~/components/cms/use-action-toast";
import { GlobalSettingsForm, SAVE_SETTINGS_INTENT } from "~/features/settings/global-settings-form";
import { handleGlobalSettingsAction, loadGlobalSettingsScreen } from "~/features/settings/global-settings-screen.server";
import { LanguagesCard, settingsHref, TextLanguageSwitch, TranslatedTextsForm } from "~/features/settings/language-settings-form";
import { SAVE_LANGUAGES_INTENT, SAVE_TRANSLATED_TEXTS_INTENT } from "~/features/settings/site-texts-per-language";
import { data } from "react-router";
import { db } from "#db/client.server";
import { can } from "~/core/access/access-control";
import { writeContent } from "~/core/content/content-write.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { approvalKinds, setApprovalKinds } from "~/features/approval/approval.server";
import { ApprovalTemplatesCard, approvalTemplateChoices, SAVE_APPROVAL_TEMPLATES_INTENT } from "~/features/approval/approval-settings-card";
import type { Route } from "./+types/global-settings";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await loadGlobalSettingsScreen(request);
  // 'Freigabe erforderlich' per page type (docs/decisions/0039-approval.md): administrators only.
  const viewer = await requireStaff(request, "settings.edit");
  const approval = can(viewer.role, "approvals.configure") ? { templates: await approvalKinds(db()) } : null;
  return { ...screen, approval };
}

type ApprovalAnswer = { ok: boolean; intent: typeof SAVE_APPROVAL_TEMPLATES_INTENT; message: string };
const approvalAnswer = (ok: boolean, message: string): ApprovalAnswer => ({ ok, intent: SAVE_APPROVAL_TEMPLATES_INTENT, message });

export async function action({ request }: Route.ActionArgs) {
  // 'Freigabe erforderlich' per page type (docs/decisions/0039-approval.md); the other forms go to the settings' own handler.
  const form = await request.clone().formData();
  if (form.get("intent") === SAVE_APPROVAL_TEMPLATES_INTENT) {
    const viewer = await requireOperation(request, "approvals.configure");
    const chosen = form.getAll("templates").map(String);
    const known: readonly string[] = approvalTemplateChoices.map((c) => c.value);
    if (chosen.some((t) => !known.includes(t))) {
      return data(approvalAnswer(false, "Unbekannter Seitentyp."), { status: 400 });
    }
    // Logged for every page whose requirement it changes; visitors keep what they see (docs/decisions/0043-page-kind-and-approval-requirement.md).
    await writeContent(viewer, "approvals.configure", (tx, v) => setApprovalKinds(tx, chosen, { id: v.id, email: v.email }));
    return approvalAnswer(true, "Freigabe-Einstellung gespeichert.");
  }
  return handleGlobalSettingsAction(request);
}

export function meta() {
  return cmsMeta("Globale Website-Einstellungen");
}

type Answer = Route.ComponentProps["actionData"];
const isApprovalAnswer = (answer: Answer): answer is Extract<Answer, ApprovalAnswer> =>
  Boolean(answer && "intent" in answer && answer.intent === SAVE_APPROVAL_TEMPLATES_INTENT);

export default function GlobalSettingsScreen({ loaderData, actionData: answer }: Route.ComponentProps) {
  const approvalAnswer = isApprovalAnswer(answer) ? answer : undefined;
  const actionData = isApprovalAnswer(answer) ? undefined : answer;
  const { saved, defaults, loadError, languages, language, translated, german, canManageLanguages, approval } = loaderData;
  const loadFeedback = useMemo(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(answer ?? loadFeedback);
  // Each form shows the answer meant for it (the screen has three).
  const answerFor = (intent: string) => (actionData && "intent" in actionData && actionData.intent === intent ? actionData : undefined);
  const textsAnswer = answerFor(SAVE_TRANSLATED_TEXTS_INTENT);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-display text-3xl font-bold">Globale Website-Einstellungen</h1>
      {saved && german ? (
        <>
          <TextLanguageSwitch languages={languages} current={language} />
          {translated ? (
            <TranslatedTextsForm
              key={language}
              language={language}
              saved={translated}
              german={german}
              result={textsAnswer && "language" in textsAnswer && textsAnswer.language === language ? textsAnswer : undefined}
            />
          ) : (
            <GlobalSettingsForm
              saved={saved}
              defaults={defaults}
              result={answerFor(SAVE_SETTINGS_INTENT) ?? (actionData && !("intent" in actionData) ? actionData : undefined)}
            />
          )}
          <LanguagesCard
            key={languages.join()}
            languages={languages}
            canManage={canManageLanguages}
            action={settingsHref(language)}
            result={answerFor(SAVE_LANGUAGES_INTENT)}
          />
          {approval ? <ApprovalTemplatesCard templates={approval.templates} result={approvalAnswer} /> : null}
        </>
      ) : (
        <CmsFeedback feedback={loadFeedback} />
      )}
    </div>
  );
}
