import { type MockOpenAI, startMockOpenAI } from "../../testing/mock-openai";

/** A worker-scoped Playwright fixture: one OpenAI mock started for the worker's tests, closed after them. */
export const workerMock: [(args: object, use: (mock: MockOpenAI) => Promise<void>) => Promise<void>, { scope: "worker" }] = [
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  async ({}, use: (mock: MockOpenAI) => Promise<void>) => {
    const mock = await startMockOpenAI();
    await use(mock);
    await mock.close();
  },
  { scope: "worker" },
];
