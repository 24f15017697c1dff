import { CardExportList } from "@/features/cards/components/card-export-list";
import { CardImport } from "@/features/cards/components/card-import";
import { CompanionsPage } from "@/features/companions/companions-page";

/** /companions with character cards (issue 31): import a card as a new companion, export any personality as one. */
export function CompanionsWithCardsPage() {
  return (
    <CompanionsPage
      beside={
        <div className="mb-6 grid gap-6 lg:grid-cols-2">
          <CardImport />
          <CardExportList />
        </div>
      }
    />
  );
}
