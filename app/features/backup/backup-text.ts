// Numbers, sizes and durations in the commands' German messages.

const numbers = new Intl.NumberFormat("de-CH");

export const formatCount = (n: number) => numbers.format(n);

/** "1 Konto", "3 Konten". */
export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
