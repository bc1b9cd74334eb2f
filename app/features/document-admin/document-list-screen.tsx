// The 'Dokumente' list (/cms/dokumente; docs/decisions/0048-document-screens.md): every document version, newest first,
// filtered by product, kind, language and state. The filters are a GET form, so they live in the address and survive
// a reload or a shared link; pages are plain links (?seite=n), as in the inbox. Administrators see the versions whose
// stored file failed its integrity check above the list. Each row leads to its product's documents.
import { ShieldX } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsSelectField } from "~/components/cms/cms-form-field";
import { CmsPagination } from "~/components/cms/cms-pagination";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cn } from "~/lib/cn";
import { languageFacts } from "~/lib/languages";
import {
  DOCUMENT_KINDS_SCREEN,
  documentListHref,
  screenTexts,
  hasFilters,
  listStates,
  productDocumentsHref,
  shortHash,
  stateLabels,
  stateParam,
} from "./document-admin-rules";
import type { DocumentListItem, DocumentListScreenData } from "./document-screen-model";
import { stateBadgeClass } from "./product-documents-screen";

const linkClass = "focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline";

export function DocumentListScreen({ data }: { data: DocumentListScreenData }) {
  const { rows, filters } = data;
  const submit = useSubmit();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <CmsScreenHeader
        title={screenTexts.screenTitle}
        description={screenTexts.screenDescription}
        action={
          data.mayConfigure ? (
            <Link to={DOCUMENT_KINDS_SCREEN} className={cmsButton("secondary")}>
              {screenTexts.kindsLink}
            </Link>
          ) : null
        }
      />

      {data.loadError ? <CmsFeedback feedback={{ ok: false, message: data.loadError }} /> : null}
      {data.uploadRefusal ? <CmsFeedback feedback={data.uploadRefusal} /> : null}

      {data.integrityFailures?.length ? (
        <section aria-labelledby="integritaet" role="alert" className="rounded-card border-2 border-destructive bg-destructive/5 p-4">
          <h2 id="integritaet" className="flex items-center gap-2 text-lg font-semibold text-destructive">
            <ShieldX aria-hidden="true" className="size-5" />
            {screenTexts.integrityTitle}
          </h2>
          <p className="mt-1 text-sm">{screenTexts.integrityIntro(data.integrityFailures.length)}</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {data.integrityFailures.map((failure) => (
              <li key={failure.versionId}>
                <Link to={productDocumentsHref(failure.productKey)} className={linkClass}>
                  {failure.productTitle}
                </Link>
                {` · ${failure.kindName} · ${languageFacts[failure.language].staffName} · ${failure.label} (festgestellt am ${failure.failedAt})`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Form
        // A new form for new filters: its choices are uncontrolled and must show what the address says ('Zurücksetzen', back).
        key={documentListHref(filters)}
        method="get"
        role="search"
        aria-label={screenTexts.filters}
        className="grid gap-3 rounded-card border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        // With JavaScript a choice filters at once; without, 'Filtern' sends the form.
        onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      >
        <CmsSelectField label="Produkt" name="produkt" defaultValue={filters.productKey ?? ""} controlClassName="w-full">
          <option value="">{screenTexts.allProducts}</option>
          {data.products.map((product) => (
            <option key={product.key} value={product.key}>
              {product.title}
            </option>
          ))}
        </CmsSelectField>
        <CmsSelectField label={screenTexts.kind} name="art" defaultValue={filters.kindId ? String(filters.kindId) : ""} controlClassName="w-full">
          <option value="">{screenTexts.allKinds}</option>
          {data.kinds.map((kind) => (
            <option key={kind.id} value={kind.id}>
              {kind.name}
            </option>
          ))}
        </CmsSelectField>
        <CmsSelectField label={screenTexts.language} name="sprache" defaultValue={filters.language ?? ""} controlClassName="w-full">
          <option value="">{screenTexts.allLanguages}</option>
          {data.languages.map((language) => (
            <option key={language} value={language}>
              {languageFacts[language].staffName}
            </option>
          ))}
        </CmsSelectField>
        <CmsSelectField label="Status" name="status" defaultValue={filters.state ? stateParam(filters.state) : ""} controlClassName="w-full">
          <option value="">{screenTexts.allStates}</option>
          {listStates.map((state) => (
            <option key={state} value={stateParam(state)}>
              {stateLabels[state]}
            </option>
          ))}
        </CmsSelectField>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <button type="submit" className={cmsButton("primary")}>
            {screenTexts.apply}
          </button>
          {hasFilters(filters) ? (
            <Link to={documentListHref({})} className={cmsButton("ghost")}>
              {screenTexts.reset}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data.total === 1 ? "1 Version" : `${data.total} Versionen`}
      </p>

      {rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">
          {hasFilters(filters) ? screenTexts.noMatch : screenTexts.empty}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Dokumentversionen">
          {rows.map((row) => (
            <li key={row.versionId}>
              <ListRow row={row} />
            </li>
          ))}
        </ol>
      )}

      <CmsPagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => documentListHref(filters, page)} />
    </div>
  );
}

function ListRow({ row }: { row: DocumentListItem }) {
  return (
    <article
      aria-label={`${row.productTitle}: ${row.kindName}, ${languageFacts[row.language].staffName}, ${row.label}`}
      className={cn(
        "grid gap-x-4 gap-y-1 rounded-card border bg-card p-4 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]",
        row.integrityFailedAt ? "border-destructive" : "border-border",
      )}
    >
      <div className="min-w-0">
        <Link to={productDocumentsHref(row.productKey)} className={cn(linkClass, "text-base")}>
          {row.productTitle}
        </Link>
        <p className="text-muted-foreground">
          {row.kindName} · {languageFacts[row.language].staffName} · <span className="font-semibold text-foreground">{row.label}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className={stateBadgeClass(row.state)}>{stateLabels[row.state]}</span>
        {row.integrityFailedAt ? <span className={stateBadgeClass("integrity-failed")}>{stateLabels["integrity-failed"]}</span> : null}
        {row.safetyRelevant ? <span className="text-xs font-semibold text-amber-900">{screenTexts.safetyRelevant}</span> : null}
      </div>
      <div className="text-muted-foreground sm:text-right">
        <p>{row.publishedAt ? screenTexts.publishedOn(row.publishedAt) : `hochgeladen am ${row.createdAt}`}</p>
        <p>
          <a href={row.fileHref} className={linkClass} title={row.fileSha256}>
            SHA-256 <code className="font-mono text-xs">{shortHash(row.fileSha256)}</code>
          </a>
        </p>
      </div>
    </article>
  );
}
