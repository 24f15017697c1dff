import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page";

/** The Export page: its three tabs, the conversations to tick, the export under way, the Archive and the import card. */
export class ExportPage {
  readonly app: AppPage;
  readonly rows: Locator;
  readonly search: Locator;
  readonly type: Locator;
  readonly selectedCount: Locator;
  readonly progress: Locator;
  readonly job: Locator;
  readonly archiveRows: Locator;
  readonly importInput: Locator;
  readonly importAdded: Locator;
  readonly importSkipped: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.app = new AppPage(page);
    this.rows = page.getByRole("list", { name: "Conversations" }).getByTestId("conversation-row");
    this.search = page.getByRole("searchbox", { name: "Search conversations" });
    this.type = page.getByRole("combobox", { name: "Type" });
    this.selectedCount = page.getByTestId("selected-count");
    this.progress = page.getByRole("progressbar");
    this.job = page.getByTestId("export-job");
    this.archiveRows = page.getByRole("list", { name: "Exports" }).getByTestId("export-row");
    this.importInput = page.getByLabel("Archive to import");
    this.importAdded = page.getByTestId("import-added");
    this.importSkipped = page.getByTestId("import-skipped");
    this.toast = page.getByTestId("toast");
  }

  async open(): Promise<void> {
    await this.app.goto("/export");
  }

  async tab(name: "Conversations" | "Bulk Export" | "Archive"): Promise<Locator> {
    await this.page.getByRole("tab", { name }).click();
    const panel = this.page.getByRole("tabpanel", { name });
    await expect(panel).toBeVisible();
    return panel;
  }

  exportAs(format: "TXT" | "JSON" | "Complete archive"): Locator {
    return this.page.getByRole("group", { name: "Export as" }).getByRole("button", { name: format });
  }

  archiveRow(id: number): Locator {
    return this.page.locator(`[data-testid="export-row"][data-export-id="${id}"]`);
  }

  async expectToast(title: string, description?: string | RegExp): Promise<void> {
    await expect(this.toast).toContainText(title);
    if (description) await expect(this.toast).toContainText(description);
  }

  /** The page fits its width: nothing scrolls sideways. */
  async expectNoSidewaysScroll(width: number): Promise<void> {
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

/** Starts an export through the API and waits until the server has built it. */
export async function exportThroughApi(api: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const started = await api.post("/api/exports", { data });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: number };
  await expect.poll(async () => ((await (await api.get(`/api/exports/${id}`)).json()) as { status: string }).status).toBe("ready");
  return id;
}
