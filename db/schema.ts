// The data model (docs/product/data-model.md). One schema for the embedded PGlite database and a Postgres server.
import { sql } from "drizzle-orm";
import { user } from "./auth-schema";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The key under which slug spellings are equal (app/lib/slug.ts slugMatchKey, decision 0002), kept
 * as a stored column so lookups use an index instead of computing it for every row.
 */
export const slugKeyExpression = (column: string) =>
  sql.raw(`replace(replace('/' || trim(both '/' from regexp_replace(lower(${column}), '/{2,}', '/', 'g')), '-und-', '-'), 'stuehle', 'stuhle')`);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const mediaAssets = pgTable(
  "media_assets",
  {
    id: serial("id").primaryKey(),
    filename: text("filename").notNull().unique(),
    title: text("title"),
    /** The German alt text (German is the source language, app/lib/languages.ts). */
    altText: text("alt_text"),
    /** The alt texts of the further languages, by language ({ fr: "…" }); a language without one has none (docs/decisions/0034-alt-texts-per-language.md). */
    altTexts: jsonb("alt_texts").$type<Partial<Record<string, string>>>().notNull().default({}),
    category: text("category").default("uncategorized"),
    mimeType: text("mime_type").notNull().default("application/octet-stream"),
    sizeBytes: integer("size_bytes").notNull().default(0),
    width: integer("width"),
    height: integer("height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_assets_created_idx").on(t.createdAt)],
);

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    /** Canonical form: a leading slash, no trailing slash ("/produkte/pflege"; home is "/"). */
    slug: text("slug").notNull().unique(),
    slugKey: text("slug_key").generatedAlwaysAs(slugKeyExpression("slug")).notNull(),
    /** What 'Seiten verwalten' searches (title, slug and meta title, lower-cased), stored so its
     * trigram index (migration 0010) answers without computing the expression for every match. */
    searchText: text("search_text")
      .generatedAlwaysAs(sql`lower("title" || chr(10) || "slug" || chr(10) || coalesce("meta_title", ''))`)
      .notNull(),
    title: text("title").notNull(),
    h1: text("h1"),
    intro: text("intro"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    contentHtml: text("content_html"),
    contentPlain: text("content_plain"),
    /**
     * The page's kind, 'Seitentyp' (app/lib/page-kinds.ts, docs/decisions/0043-page-kind-and-approval-requirement.md):
     * a product page, a product category or a section page. One fact for the page and all its language versions
     * (a shared field), set by administrators or taken from the parent's kind when the page is made, never read
     * from an address. It decides the template a page is drawn with and, with 'Freigabe erforderlich' per kind,
     * whether it needs approval.
     */
    kind: text("kind", { enum: ["product", "category", "section"] })
      .notNull()
      .default("section"),
    published: boolean("published").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    theme: text("theme"),
    parentSlug: text("parent_slug"),
    /** The page's language (app/lib/languages.ts); its slug carries the language's prefix ("/fr/…"), German none. */
    language: text("language").notNull().default("de"),
    /**
     * One key for a page and all its language versions (docs/decisions/0032-language-versions.md): the
     * German page's, copied to each version. Kept in revisions, so a restored page stays in its group.
     */
    translationKey: uuid("translation_key").notNull().defaultRandom(),
    /** A translation: the source (German) revision it was made from or last brought up to date with. */
    sourceRevision: integer("source_revision"),
    /** A translation: the page fields copied from another language and not yet translated ("title", "metaTitle", …). */
    untranslated: jsonb("untranslated").$type<string[]>().notNull().default([]),
    /**
     * A translation: per translated page field ("title", …), the source revision it was last brought up to
     * date with; a field not named here is as of `source_revision` (docs/decisions/0036-translation-out-of-date.md).
     */
    fieldSourceRevisions: jsonb("field_source_revisions").$type<Record<string, number>>().notNull().default({}),
    sitemapPriority: real("sitemap_priority").notNull().default(0.5),
    heroAssetId: integer("hero_asset_id").references(() => mediaAssets.id, { onDelete: "set null" }),
    ogAssetId: integer("og_asset_id").references(() => mediaAssets.id, { onDelete: "set null" }),
    galleryAssetIds: integer("gallery_asset_ids").array(),
    /** When the scheduler publishes the page (decision 0018) ('Veröffentlichen am'); cleared once done. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** When the scheduler takes the page back to draft ('Zurückziehen am'); cleared once done. */
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("pages_published_sort_idx").on(t.published, t.sortOrder),
    index("pages_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("pages_unpublish_at_idx")
      .on(t.unpublishAt)
      .where(sql`${t.unpublishAt} is not null`),
    index("pages_slug_key_idx").on(t.slugKey),
    // 'Seiten verwalten' lists the newest changes first, a page of rows at a time (decision 0023).
    index("pages_updated_idx").on(t.updatedAt, t.id),
    check("pages_sitemap_priority_range", sql`${t.sitemapPriority} >= 0 and ${t.sitemapPriority} <= 1`),
    check("pages_kind_values", sql`${t.kind} in ('product', 'category', 'section')`),
    // One version per language; the address carries the language (app/lib/languages.ts languageOfPath).
    uniqueIndex("pages_translation_language_idx").on(t.translationKey, t.language),
    check("pages_language_values", sql`${t.language} in ('de', 'fr', 'it', 'en')`),
    check(
      "pages_slug_in_language",
      sql`case when ${t.language} = 'de' then ${t.slug} !~ '^/(fr|it|en)(/|$)' else ${t.slug} ~ ('^/' || ${t.language} || '(/|$)') end`,
    ),
  ],
);

export const pageSections = pgTable(
  "page_sections",
  {
    id: serial("id").primaryKey(),
    // No foreign key: sections may sit under a slug variant (docs/product/pages-and-publishing.md, "Addresses and slug variants") or a page-less slug
    // such as the sections demo.
    pageSlug: text("page_slug").notNull(),
    pageSlugKey: text("page_slug_key").generatedAlwaysAs(slugKeyExpression("page_slug")).notNull(),
    sectionName: text("section_name").notNull(),
    sectionType: text("section_type").notNull(),
    sectionOrder: integer("section_order").notNull().default(0),
    contentHtml: text("content_html"),
    contentPlain: text("content_plain"),
    isPublished: boolean("is_published").notNull().default(true),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    mediaAssetIds: integer("media_asset_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * One key for a section and its counterparts in the page's other language versions (decision 0032):
     * shared settings (pictures, layout) are written to every section with this key.
     */
    translationKey: uuid("translation_key").notNull().defaultRandom(),
    /** Fields copied from another language and not yet translated ("contentHtml", "settings.title", …). */
    untranslated: jsonb("untranslated").$type<string[]>().notNull().default([]),
    /** A translation's section: per translated field ("contentHtml", "settings.title", …), the source revision it was
     * last brought up to date with; a field not named here is as of its page's `source_revision` (decision 0036). */
    fieldSourceRevisions: jsonb("field_source_revisions").$type<Record<string, number>>().notNull().default({}),
    /** Scheduled publishing of one section, as for pages (decision 0018). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("page_sections_slug_key_order_idx").on(t.pageSlugKey, t.sectionOrder),
    index("page_sections_translation_key_idx").on(t.translationKey),
    index("page_sections_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("page_sections_unpublish_at_idx")
      .on(t.unpublishAt)
      .where(sql`${t.unpublishAt} is not null`),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    author: text("author").notNull(),
    role: text("role"),
    quote: text("quote").notNull(),
    rating: integer("rating").notNull().default(5),
    /** The language the quote was given in; a page shows the testimonials of its own language. */
    language: text("language").notNull().default("de"),
    mediaAssetId: integer("media_asset_id").references(() => mediaAssets.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    ...timestamps,
  },
  (t) => [check("testimonials_rating_range", sql`${t.rating} between 1 and 5`)],
);

export const globalSettings = pgTable(
  "global_settings",
  {
    // A single row: the check keeps a second one out.
    id: integer("id").primaryKey().default(1),
    siteTitle: text("site_title"),
    siteDescription: text("site_description"),
    primaryColor: text("primary_color").notNull().default("#E6462E"),
    footerText: text("footer_text"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    contactAddress: text("contact_address"),
    ctaPrimaryText: text("cta_primary_text"),
    ctaSecondaryText: text("cta_secondary_text"),
    logoAssetId: integer("logo_asset_id").references(() => mediaAssets.id, { onDelete: "set null" }),
    faviconUrl: text("favicon_url"),
    /** Contact messages older than this many months are deleted automatically. */
    contactRetentionMonths: integer("contact_retention_months").notNull().default(24),
    /** The languages the site shows ('Sprachen'); German always (app/lib/languages.ts). */
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{de}'::text[]`),
    /** The global texts of the other languages (app/features/settings/site-texts-per-language.ts), by language. */
    translatedTexts: jsonb("translated_texts").$type<Partial<Record<string, Record<string, string>>>>().notNull().default({}),
    /** The daily 'Übersetzungen veraltet' mail to translators (docs/decisions/0038-translator-role.md); off until an administrator wants it. */
    translationNotices: boolean("translation_notices").notNull().default(false),
    /**
     * The page kinds ('product', 'category', 'section') whose pages need a 'Freigabe' before they go live
     * (docs/decisions/0039-approval.md, 0043). The column keeps its first name, from when kinds were templates.
     */
    approvalKinds: text("approval_templates")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("global_settings_single_row", sql`${t.id} = 1`), check("global_settings_retention_range", sql`${t.contactRetentionMonths} between 1 and 120`)],
);

export const emailTemplates = pgTable(
  "email_templates",
  {
    id: serial("id").primaryKey(),
    templateName: text("template_name").notNull(),
    /** A template has a version per language (decision 0032); a mail to a visitor uses the one of their page. */
    language: text("language").notNull().default("de"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    replyTo: text("reply_to"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("email_templates_name_language_idx").on(t.templateName, t.language),
    check("email_templates_language_values", sql`${t.language} in ('de', 'fr', 'it', 'en')`),
  ],
);

export const cmsSectionRegistry = pgTable(
  "cms_section_registry",
  {
    pageSlug: text("page_slug").notNull(),
    sectionKey: text("section_key").notNull(),
    everCreated: boolean("ever_created").notNull().default(false),
    lastCreatedAt: timestamp("last_created_at", { withTimezone: true }),
    lastDeletedAt: timestamp("last_deleted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.pageSlug, t.sectionKey] })],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    sourcePage: text("source_page"),
    /** The language of the page it was sent from; the visitor's confirmation mail is in it. */
    language: text("language").notNull().default("de"),
    /** A keyed hash of the sender's address, for the per-address rate limit; never the address itself. */
    clientKey: text("client_key"),
    /** pending until the notification is handed over; then sent, outbox or failed. */
    notificationStatus: text("notification_status").notNull().default("pending"),
    notificationError: text("notification_error"),
    /** The inbox's one work state (decision 0007): new until someone marks it done; done can be reopened. */
    status: text("status", { enum: ["new", "done"] })
      .notNull()
      .default("new"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** Who marked it done (the e-mail address, kept when the account goes). */
    doneBy: text("done_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_client_idx").on(t.clientKey, t.createdAt),
    index("contact_messages_status_idx").on(t.status),
    check("contact_messages_status_values", sql`${t.status} in ('new', 'done')`),
  ],
);

/**
 * Every change to a page or its sections keeps a revision: who, when, what, and the whole state
 * after the change (the page row and all its sections), so any revision can be restored. The
 * revision number is the page's version for conflict checks; (page_slug, revision) is unique, so
 * two writers that both saw revision n cannot both write n + 1 (decision 0005).
 */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: serial("id").primaryKey(),
    /** The page's slug match key (app/lib/slug.ts), so sections under any spelling share one history. */
    pageKey: text("page_key").notNull(),
    revision: integer("revision").notNull(),
    action: text("action").notNull(),
    summary: text("summary").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    /**
     * Whose text the revision brings besides its author's (docs/decisions/0043-page-kind-and-approval-requirement.md):
     * a restore names the restored revision's author and those it named itself, so the approval's "own change"
     * counts them (an approver may not approve their own text that someone else restored).
     */
    contributorIds: text("contributor_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    snapshot: jsonb("snapshot").$type<PageSnapshot>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("page_revisions_key_revision_idx").on(t.pageKey, t.revision)],
);

export interface PageSnapshot {
  page: Record<string, unknown> | null;
  sections: Record<string, unknown>[];
  /**
   * A submission's or approved copy's: what the page shows from elsewhere as approved (pictures, testimonials,
   * neighbours' teasers; app/features/visitor-site/page-shows.ts). Revisions do not carry it.
   */
  shows?: unknown;
  /** A submission of a document version's: the version's facts as submitted ('Dokumente', decision 0046). */
  document?: DocumentSubmissionFacts;
}

/** What a reviewer approves of a document version (approval_requests.snapshot.document). */
export interface DocumentSubmissionFacts {
  versionId: number;
  productKey: string;
  productTitle: string;
  kindKey: string;
  kindName: string;
  language: string;
  label: string;
  changes: string;
  safetyRelevant: boolean;
  fileSha256: string;
  fileName: string;
  sizeBytes: number;
  pageCount: number | null;
  uploadedById: string | null;
  uploadedBy: string;
}

/**
 * Old addresses that lead to pages (decision 0013): one for every address a page move left behind, and the
 * ones editors add by hand. A source is never the address of a page and every target is one, so a
 * redirect never leads to another (app/features/redirects/redirect-rules.ts keeps that true).
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    /** A canonical path (app/lib/slug.ts), percent-encoded like a request's path. */
    sourcePath: text("source_path").notNull(),
    /** Spellings of one address are one source (decision 0002), as for pages. */
    sourceKey: text("source_key").generatedAlwaysAs(slugKeyExpression("source_path")).notNull(),
    targetPath: text("target_path").notNull(),
    statusCode: integer("status_code").notNull().default(301),
    /** move: left behind by a page move; manual: added on the 'Weiterleitungen' screen. */
    origin: text("origin", { enum: ["move", "manual"] }).notNull(),
    /** Who made it (the e-mail address, kept when the account goes). */
    createdBy: text("created_by"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("redirects_source_key_idx").on(t.sourceKey),
    index("redirects_target_idx").on(t.targetPath),
    check("redirects_status_values", sql`${t.statusCode} in (301, 302)`),
    check("redirects_origin_values", sql`${t.origin} in ('move', 'manual')`),
  ],
);

/**
 * 'Vorschau-Link': a page's drafts shown to whoever holds the link, until it expires or is
 * revoked. Only a hash of the token is stored, so the table never holds a usable link.
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdById: text("created_by_id"),
    /** Who created it (the e-mail address, kept when the account goes). */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by"),
  },
  (t) => [uniqueIndex("preview_links_token_hash_idx").on(t.tokenHash), index("preview_links_page_idx").on(t.pageId)],
);

/**
 * 'Veröffentlichungs-Check' (decision 0014): the latest counts of findings per page, for the page list's badge.
 * Refreshed whenever the page is checked (on demand, on save and before publishing).
 */
export const pageCheckResults = pgTable("page_check_results", {
  pageId: integer("page_id")
    .primaryKey()
    .references(() => pages.id, { onDelete: "cascade" }),
  errors: integer("errors").notNull().default(0),
  hints: integer("hints").notNull().default(0),
  /** The page revision the counts belong to. */
  revision: integer("revision"),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Privacy requests (decision 0015): what was deleted or handed out and when, never what it contained (no
 * names, no message text; the address only as a keyed hash).
 */
export const privacyLog = pgTable(
  "privacy_log",
  {
    id: serial("id").primaryKey(),
    action: text("action", { enum: ["retention", "export", "erase"] }).notNull(),
    /** A keyed hash of the e-mail address a request was about (export, erase); null for retention. */
    subjectKey: text("subject_key"),
    /** Counts per kind of record, e.g. { contactMessages: 3, outboxMails: 2, account: 1 }. */
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    /** Who ran it (the e-mail address); null for the automatic retention. */
    actor: text("actor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_log_created_idx").on(t.createdAt)],
);

/** Mail kept here when no SMTP_URL is configured, and a record of every mail that was sent. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  toAddress: text("to_address").notNull(),
  fromAddress: text("from_address").notNull(),
  replyTo: text("reply_to"),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  transport: text("transport", { enum: ["outbox", "smtp"] }).notNull(),
  status: text("status", { enum: ["queued", "sent", "failed"] }).notNull(),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed password and second-factor attempts per account (docs/security.md): kept here, not
 * in a process, so every server sharing the database counts the same attempts. One row per account
 * and kind while a streak of failures lasts; a success deletes it.
 */
export const authAttemptThrottle = pgTable(
  "auth_attempt_throttle",
  {
    /** A keyed hash of kind and account (the e-mail address for passwords, the user id for codes); never the address itself. */
    key: text("key").primaryKey(),
    kind: text("kind", { enum: ["password", "second-factor"] }).notNull(),
    /** Attempts since the last success; an attempt counts from the moment it is admitted until it proves right. */
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    /** No attempt for this account is evaluated before this time, from any address. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** When the account's owner was last told about the failures (at most once per streak and day). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [index("auth_attempt_throttle_last_failure_idx").on(t.lastFailureAt)],
);

/**
 * What a translator ('Übersetzung', docs/decisions/0038-translator-role.md) works on, beside their
 * account: the languages an administrator gave them (none listed: every language) and what their
 * last 'Übersetzungen veraltet' mail reported, so the next one goes out only for something new.
 */
export const translatorProfiles = pgTable(
  "translator_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the last notice went out (at most one a day). */
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    /** One key per out-of-date field the last notice reported (translation-notice.server.ts). */
    noticeKeys: jsonb("notice_keys").$type<string[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("translator_profiles_languages", sql`${t.languages} <@ array['fr', 'it', 'en']::text[]`)],
);

/**
 * 'Freigabe erforderlich' set for one page (docs/decisions/0039-approval.md), overriding its page type's setting: by
 * translation key, so it holds for every language version and, not being a page column, is never part of a
 * revision (a restore cannot switch it off).
 */
export const pageApprovalSettings = pgTable("page_approval_settings", {
  translationKey: uuid("translation_key").primaryKey(),
  required: boolean("required").notNull(),
  changedBy: text("changed_by"),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What visitors see of a page that needs 'Freigabe' (docs/decisions/0039-approval.md): the content of its approved and
 * published revision (or, for a page that was live when approval became required, its content at that
 * moment). Edits change the page's rows, which staff see; visitors see this until the next approved
 * revision is published. Not a page column, so never part of a revision, a copy or a restore.
 */
export const pageLiveContent = pgTable("page_live_content", {
  pageId: integer("page_id")
    .primaryKey()
    .references(() => pages.id, { onDelete: "cascade" }),
  /** The approval it was published from; null for the content live when approval became required. */
  requestId: integer("request_id"),
  revision: integer("revision").notNull(),
  snapshot: jsonb("snapshot").$type<PageSnapshot>().notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});

export const approvalStatuses = ["submitted", "approved", "rejected", "voided"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/**
 * A submission of one language version at one revision for 'Freigabe' (docs/decisions/0039-approval.md), with the
 * exact content submitted (the revision's snapshot, copied: revisions may be folded or renumbered, this
 * never is). At most one open submission (submitted or approved) per page. Never deleted.
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: serial("id").primaryKey(),
    /** The page (version) row; no foreign key: the submission outlives a deleted page. */
    pageId: integer("page_id").notNull(),
    translationKey: uuid("translation_key").notNull(),
    pageSlug: text("page_slug").notNull(),
    pageTitle: text("page_title").notNull(),
    language: text("language").notNull(),
    revision: integer("revision").notNull(),
    snapshot: jsonb("snapshot").$type<PageSnapshot>().notNull(),
    status: text("status", { enum: approvalStatuses }).notNull().default("submitted"),
    comment: text("comment"),
    submittedById: text("submitted_by_id"),
    submittedBy: text("submitted_by").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedById: text("decided_by_id"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason"),
    voidedBy: text("voided_by"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedByRevision: integer("voided_by_revision"),
    voidedBecause: text("voided_because"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedRevision: integer("published_revision"),
    /**
     * Set when the submission is of a document version ('Dokumente', docs/decisions/0046-documents.md), not of a
     * page: then page_id, translation_key, page_slug and page_title name the product's page in the document's
     * language (or its German page), language is the document's, revision is 1 and the snapshot holds the
     * version's facts (label, what changed, file hash and name, languages).
     */
    documentVersionId: integer("document_version_id"),
  },
  (t) => [
    index("approval_requests_page_idx").on(t.pageId, t.submittedAt),
    index("approval_requests_status_idx").on(t.status),
    uniqueIndex("approval_requests_one_open_idx")
      .on(t.pageId)
      .where(sql`${t.status} in ('submitted', 'approved') and ${t.documentVersionId} is null`),
    // A version's newest request (the 'Dokumente' list filters by it: latestDocumentRequestStatus).
    index("approval_requests_document_version_idx").on(t.documentVersionId, t.id),
    uniqueIndex("approval_requests_one_open_document_idx")
      .on(t.documentVersionId)
      .where(sql`${t.status} in ('submitted', 'approved') and ${t.documentVersionId} is not null`),
    check("approval_requests_status_values", sql`${t.status} in ('submitted', 'approved', 'rejected', 'voided')`),
  ],
);

/**
 * What the 'Freigabe-Protokoll' records. 'required' and 'not-required': a page started or stopped needing approval
 * (its own setting, its kind's, a parent's, a change of its kind or place; decision 0043).
 */
export const approvalEvents = ["submitted", "approved", "rejected", "voided", "published", "schedule-refused", "required", "not-required"] as const;
export type ApprovalEvent = (typeof approvalEvents)[number];

/**
 * 'Freigabe-Protokoll' (docs/decisions/0039-approval.md): every submission, decision, voided approval, publication and
 * refused scheduled publication. Kept whatever the retention settings say (nothing deletes from it).
 */
export const approvalLog = pgTable(
  "approval_log",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id").references(() => approvalRequests.id),
    event: text("event", { enum: approvalEvents }).notNull(),
    pageId: integer("page_id").notNull(),
    pageSlug: text("page_slug").notNull(),
    pageTitle: text("page_title").notNull(),
    language: text("language").notNull(),
    revision: integer("revision").notNull(),
    actorId: text("actor_id"),
    actor: text("actor").notNull(),
    comment: text("comment"),
    /** The document version the entry is about ('Dokumente'); null for a page's entry. */
    documentVersionId: integer("document_version_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("approval_log_created_idx").on(t.createdAt, t.id),
    index("approval_log_page_idx").on(t.pageId),
    check(
      "approval_log_event_values",
      sql`${t.event} in ('submitted', 'approved', 'rejected', 'voided', 'published', 'schedule-refused', 'required', 'not-required')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// 'Dokumente' (docs/decisions/0046-documents.md): instructions for use, datasheets, declarations of
// conformity and brochures per product, language and version. A product is a page group of kind
// 'product' (its translation key), so moving or renaming its pages changes none of this.

/** The kinds of document ('Gebrauchsanweisung', …); administrators add kinds. `key` is language-neutral and part of addresses. */
export const documentKinds = pgTable(
  "document_kinds",
  {
    id: serial("id").primaryKey(),
    /** Language-neutral, lower-case ASCII ("ifu", "datasheet"); part of every document address, so never changed. */
    key: text("key").notNull().unique(),
    /** The kind's name per language ({ de: "Gebrauchsanweisung", fr: "Mode d'emploi", … }); German always present. */
    names: jsonb("names").$type<Partial<Record<string, string>>>().notNull(),
    /** Only PDFs with a text layer are accepted (instructions for use). */
    requiresTextLayer: boolean("requires_text_layer").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("document_kinds_key_format", sql`${t.key} ~ '^[a-z0-9][a-z0-9-]{0,39}$'`)],
);

/**
 * A product's regulatory facts, one row per product (page group). `number` is the product's short,
 * stable number in document addresses and its QR code (/d/<number>), never reused.
 */
export const productRecords = pgTable(
  "product_records",
  {
    translationKey: uuid("translation_key").primaryKey(),
    number: serial("number").notNull().unique(),
    /** Article number (REF). */
    articleNumber: text("article_number"),
    udiDi: text("udi_di"),
    /** 'zuletzt in Verkehr gebracht': the day the last device was placed on the market; null while it still is. */
    lastPlacedOnMarket: text("last_placed_on_market"),
    /** Years after `lastPlacedOnMarket` for which published versions stay (retention), set per product by administrators. */
    retentionYears: integer("retention_years").notNull().default(15),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("product_records_retention_range", sql`${t.retentionYears} between 1 and 100`),
    check("product_records_last_placed_format", sql`${t.lastPlacedOnMarket} is null or ${t.lastPlacedOnMarket} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);

/** One document: a product × kind × language. Its address serves its current version. */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    productKey: uuid("product_key")
      .notNull()
      .references(() => productRecords.translationKey),
    kindId: integer("kind_id")
      .notNull()
      .references(() => documentKinds.id),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("documents_product_kind_language_idx").on(t.productKey, t.kindId, t.language),
    check("documents_language_values", sql`${t.language} in ('de', 'fr', 'it', 'en')`),
  ],
);

export const documentVersionStatuses = ["draft", "published", "withdrawn"] as const;
export type DocumentVersionStatus = (typeof documentVersionStatuses)[number];

/**
 * A version of a document. Its file is stored under its SHA-256 (docs/decisions/0046-documents.md): a draft's in
 * the storage's `documents/pending/`, a published or withdrawn one's in `documents/public/`, which the version's
 * own address serves without the database. A published version is never replaced and never deleted before the
 * product's retention date; it can be withdrawn with a reason and stays downloadable.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id),
    /** 'Rev. 4' */
    label: text("label").notNull(),
    /** What changed ('Änderungen'). */
    changes: text("changes").notNull().default(""),
    safetyRelevant: boolean("safety_relevant").notNull().default(false),
    /** Lower-case hex SHA-256 of the file, recorded at upload. */
    fileSha256: text("file_sha256").notNull(),
    /** The file name a download carries. */
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    pageCount: integer("page_count"),
    status: text("status", { enum: documentVersionStatuses }).notNull().default("draft"),
    uploadedById: text("uploaded_by_id"),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when it goes live; never changed afterwards. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnBy: text("withdrawn_by"),
    withdrawnReason: text("withdrawn_reason"),
    /** The last check of the stored file against `file_sha256` (at publication and by the sweep). */
    integrityCheckedAt: timestamp("integrity_checked_at", { withTimezone: true }),
    /** Set when the stored file no longer matches (or is gone); such a version is not served. */
    integrityFailedAt: timestamp("integrity_failed_at", { withTimezone: true }),
  },
  (t) => [
    index("document_versions_document_idx").on(t.documentId, t.publishedAt),
    index("document_versions_published_idx")
      .on(t.publishedAt)
      .where(sql`${t.publishedAt} is not null`),
    uniqueIndex("document_versions_label_idx").on(t.documentId, t.label),
    index("document_versions_hash_idx").on(t.fileSha256),
    // The few versions whose file failed its check ('Integrität verletzt', /healthz), without reading the others.
    index("document_versions_integrity_failed_idx")
      .on(t.integrityFailedAt)
      .where(sql`${t.integrityFailedAt} is not null`),
    check("document_versions_status_values", sql`${t.status} in ('draft', 'published', 'withdrawn')`),
    check("document_versions_hash_format", sql`${t.fileSha256} ~ '^[0-9a-f]{64}$'`),
    check("document_versions_withdrawn_reason", sql`${t.status} <> 'withdrawn' or (${t.withdrawnReason} is not null and ${t.withdrawnAt} is not null)`),
    check("document_versions_published_date", sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/**
 * 'Gedruckte Ausgabe anfordern': a request for a printed copy of one version, due 7 calendar days after receipt.
 * After the retention period of 'Datenschutz' the personal fields are erased (set to null) and the dates kept.
 */
export const printedCopyRequests = pgTable(
  "printed_copy_requests",
  {
    id: serial("id").primaryKey(),
    documentVersionId: integer("document_version_id")
      .notNull()
      .references(() => documentVersions.id),
    /** The language of the page it was sent from; the answer and the confirmation mail are in it. */
    visitorLanguage: text("visitor_language").notNull().default("de"),
    name: text("name"),
    institution: text("institution"),
    /** The delivery address, as entered (street, postal code, place, country). */
    address: text("address"),
    email: text("email"),
    message: text("message"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    shippedBy: text("shipped_by"),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /**
     * The sender's address as a keyed hash (app/core/keyed-hash.server.ts), for the rate limit of the form, as the
     * contact messages keep it; erased with the personal fields.
     */
    clientKey: text("client_key"),
  },
  (t) => [
    index("printed_copy_requests_received_idx").on(t.receivedAt, t.id),
    index("printed_copy_requests_open_idx")
      .on(t.dueAt)
      .where(sql`${t.shippedAt} is null`),
    index("printed_copy_requests_client_idx").on(t.clientKey, t.receivedAt),
  ],
);

/**
 * The daily reminder of overdue printed copies (docs/decisions/0047-printed-copies.md): one row per Zurich day on
 * which it went out, so it goes out once a day however many processes run the job and however often they restart.
 */
export const printedCopyReminders = pgTable("printed_copy_reminders", {
  /** The Zurich calendar day ("2026-12-02"). */
  day: text("day").primaryKey(),
  overdueCount: integer("overdue_count").notNull(),
  sentTo: text("sent_to").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

export type DocumentKind = typeof documentKinds.$inferSelect;
export type ProductRecord = typeof productRecords.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentVersion = typeof documentVersions.$inferSelect;
export type PrintedCopyRequest = typeof printedCopyRequests.$inferSelect;

export type Page = typeof pages.$inferSelect;
export type PageSection = typeof pageSections.$inferSelect;
export type NewPageSection = typeof pageSections.$inferInsert;
export type MediaAsset = typeof mediaAssets.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type GlobalSettingsRow = typeof globalSettings.$inferSelect;
export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type Redirect = typeof redirects.$inferSelect;
export type PreviewLink = typeof previewLinks.$inferSelect;

// Accounts, sessions and factors belong to better-auth; its tables live in their own file.
export * from "./auth-schema";
