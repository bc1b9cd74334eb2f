// The 'Dokumente' box of a product page in the page editor (docs/decisions/0046-documents.md: "A product's documents are
// managed on its page in the CMS"): where its instructions for use, datasheets and QR code are. The documents belong
// to the page group, so every language version's editor leads to the same screen.
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { screenTexts, productDocumentsHref } from "./document-admin-rules";

export function ProductDocumentsBox({ productKey }: { productKey: string }) {
  return (
    <section aria-labelledby="dokumente-titel" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h2 id="dokumente-titel" className="flex items-center gap-2 text-lg font-semibold">
        <FileText aria-hidden="true" className="size-5" />
        {screenTexts.productBox}
      </h2>
      <p className="text-sm text-muted-foreground">{screenTexts.productBoxText}</p>
      <Link to={productDocumentsHref(productKey)} className={cmsButton("secondary", "w-fit")}>
        {screenTexts.productBoxLink}
      </Link>
    </section>
  );
}
