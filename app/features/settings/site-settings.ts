// Global settings with the company fallbacks of the spec's global_settings entity: an empty field shows the default.
import { company } from "~/lib/company";

export interface SiteSettings {
  siteTitle: string;
  siteDescription: string;
  primaryColor: string;
  footerText: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  ctaPrimaryText: string;
  ctaSecondaryText: string;
  logoAssetId: number | null;
  faviconUrl: string | null;
}

export interface StoredSettings {
  siteTitle?: string | null;
  siteDescription?: string | null;
  primaryColor?: string | null;
  footerText?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  contactAddress?: string | null;
  ctaPrimaryText?: string | null;
  ctaSecondaryText?: string | null;
  logoAssetId?: number | null;
  faviconUrl?: string | null;
}

const filled = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);

export function withSettingsDefaults(stored: StoredSettings | undefined | null): SiteSettings {
  const s = stored ?? {};
  return {
    siteTitle: filled(s.siteTitle) ?? company.name,
    siteDescription: filled(s.siteDescription) ?? company.defaultDescription,
    primaryColor: /^#[0-9a-f]{6}$/i.test(s.primaryColor ?? "") ? (s.primaryColor as string) : company.primaryColor,
    footerText: filled(s.footerText) ?? company.footerText,
    contactEmail: filled(s.contactEmail) ?? company.email,
    contactPhone: filled(s.contactPhone) ?? company.phone,
    contactAddress: filled(s.contactAddress) ?? company.address,
    ctaPrimaryText: filled(s.ctaPrimaryText) ?? company.ctaPrimaryText,
    ctaSecondaryText: filled(s.ctaSecondaryText) ?? company.ctaSecondaryText,
    logoAssetId: s.logoAssetId ?? null,
    faviconUrl: filled(s.faviconUrl) ?? null,
  };
}
