// /cms/global: the global settings (the spec's "Global settings", "Settings and templates"): the German
// texts and shared values, the texts of each switched-on language (?sprache=fr) and 'Sprachen'.
import { useMemo } from "react";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { useActionToast } from "~/components/cms/use-action-toast";
import { GlobalSettingsForm, SAVE_SETTINGS_INTENT } from "~/features/settings/global-settings-form";
import { handleGlobalSettingsAction, loadGlobalSettingsScreen } from "~/features/settings/global-settings-screen.server";
import { LanguagesCard, settingsHref, TextLanguageSwitch, TranslatedTextsForm } from "~/features/settings/language-settings-form";
import { SAVE_LANGUAGES_INTENT, SAVE_TRANSLATED_TEXTS_INTENT } from "~/features/settings/site-texts-per-language";
import type { Route } from "./+types/global-settings";

export async function loader({ request }: Route.LoaderArgs) {
  return loadGlobalSettingsScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleGlobalSettingsAction(request);
}

export function meta() {
  return cmsMeta("Globale Website-Einstellungen");
}

export default function GlobalSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, defaults, loadError, languages, language, translated, german, canManageLanguages } = loaderData;
  const loadFeedback = useMemo(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(actionData ?? loadFeedback);
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
        </>
      ) : (
        <CmsFeedback feedback={loadFeedback} />
      )}
    </div>
  );
}
