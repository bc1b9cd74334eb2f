// The log's exports without a database (approval-log.server.ts): how an export that the reader gives up is
// logged. The exports at full size, over HTTP: tests/integration/approval-log-export.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/core/logger.server";
import { logCsvStream, logPdfStream, type LogEntry, type LogExport } from "./approval-log.server";

const entry: LogEntry = {
  id: 1,
  requestId: null,
  documentVersionId: null,
  event: "approved",
  pageId: 1,
  pageSlug: "/produkte/gebaerwanne",
  pageTitle: "Gebärwanne «Lotus» – mit einem langen Titel, der die Zeile füllt",
  language: "de",
  revision: 1,
  actorId: null,
  actor: "rita.ra@auralis-medizintechnik.example",
  comment: "Freigegeben nach Prüfung der Angaben",
  createdAt: new Date("2026-11-30T10:00:00Z"),
};

/** `count` entries in one batch; `state.ended` turns true when the export ended its batches. */
function given(count: number) {
  const state = { ended: false };
  async function* batches() {
    try {
      yield Array.from({ length: count }, (_, i) => ({ ...entry, id: i + 1 }));
    } finally {
      state.ended = true;
    }
  }
  const log: LogExport = { total: count, batches: batches() };
  return { log, state };
}

describe("an export the reader gives up", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["csv", (log: LogExport) => logCsvStream(log)],
    ["pdf", (log: LogExport) => logPdfStream(log, { filters: "", exportedBy: "rita.ra@auralis-medizintechnik.example", now: new Date() })],
  ] as const)("%s: stops reading, and is logged as given up, not as failed", async (format, stream) => {
    const info = vi.spyOn(logger, "info");
    const error = vi.spyOn(logger, "error");
    const { log, state } = given(5_000);
    const reader = stream(log).getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(state.ended).toBe(true));
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.objectContaining({ format, of: 5_000 }), "Export des Freigabe-Protokolls abgebrochen"));
    expect(error).not.toHaveBeenCalled();
    const [[fields]] = info.mock.calls as unknown as [[{ entries: number }]];
    expect(fields.entries).toBeLessThan(5_000);
  });
});
