import { CardExportList } from "@/features/cards/components/card-export-list";
import { CardImport } from "@/features/cards/components/card-import";
import { CompanionsPanel } from "@/features/companions/companions-panel";

/**
 * The /companions route: the companions panel, with character cards beside it (issue 31): import a card as a new
 * companion, export any personality as one.
 */
export function CompanionsPage() {
  return (
    <CompanionsPanel
      beside={
        <div className="mb-6 grid gap-6 lg:grid-cols-2">
          <CardImport />
          <CardExportList />
        </div>
      }
    />
  );
}
