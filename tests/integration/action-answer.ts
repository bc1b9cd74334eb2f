// What a route action answered, for tests that call loaders and actions directly.

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A route action's answer, whether it returned data(), a Response or plain data, or threw one of them. */
export async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, body: (await value.json().catch(() => ({}))) as Record<string, unknown> };
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: Record<string, unknown>; init?: ResponseInit | null };
    return { status: init?.status ?? 200, body: data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value as Record<string, unknown> };
}
