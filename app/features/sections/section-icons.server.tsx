// The section icons (18 names, docs/product/sections.md, "Icons") rendered to SVG markup on the server. Pages send only the
// markup of the icons they use; visitors download no icon code.
import {
  Armchair,
  BriefcaseMedical,
  CircleCheck,
  ClipboardCheck,
  Droplet,
  Gauge,
  Heart,
  Lock,
  MoveVertical,
  Ruler,
  Settings,
  Shield,
  Sparkles,
  Thermometer,
  Users,
  Weight,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "./settings-fields";

const sectionIcons: Record<IconName, LucideIcon> = {
  shield: Shield,
  users: Users,
  // lucide has no first-aid icon; the medical case reads as one.
  "first-aid": BriefcaseMedical,
  armchair: Armchair,
  "move-vertical": MoveVertical,
  droplet: Droplet,
  sparkles: Sparkles,
  heart: Heart,
  zap: Zap,
  "check-circle": CircleCheck,
  settings: Settings,
  ruler: Ruler,
  weight: Weight,
  thermometer: Thermometer,
  gauge: Gauge,
  lock: Lock,
  "clipboard-check": ClipboardCheck,
  wrench: Wrench,
};

const markupCache = new Map<string, string>();

function iconMarkup(name: IconName): string {
  let markup = markupCache.get(name);
  if (!markup) {
    markup = renderToStaticMarkup(<Icon icon={sectionIcons[name]} />);
    markupCache.set(name, markup);
  }
  return markup;
}

function Icon({ icon: Component }: { icon: LucideIcon }) {
  return <Component aria-hidden="true" focusable="false" width="100%" height="100%" />;
}

/** Markup for every known icon name found under an "icon" key of the given settings, plus the default. */
export function sectionIconMarkup(settingsList: unknown[]): Record<string, string> {
  const names = new Set<IconName>(["check-circle"]);
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (key === "icon" && Object.hasOwn(sectionIcons, value)) names.add(value as IconName);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  settingsList.forEach((s) => visit(s, ""));
  return Object.fromEntries([...names].map((name) => [name, iconMarkup(name)]));
}

/** Markup of every section icon: the edit mode's browser preview draws any icon an editor picks without asking the server (decision 0049). */
export function allSectionIconMarkup(): Record<string, string> {
  return Object.fromEntries((Object.keys(sectionIcons) as IconName[]).map((name) => [name, iconMarkup(name)]));
}
