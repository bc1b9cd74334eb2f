// Numbers, sizes and durations in the commands' German messages.
import { formatFileSize } from "~/lib/file-size";

const numbers = new Intl.NumberFormat("de-CH");

export const formatCount = (n: number) => numbers.format(n);

/** "1 Konto", "3 Konten". */
export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** A size in the backup's German messages (the site's one way of writing sizes). */
export const formatBytes = (bytes: number) => formatFileSize(bytes, "de");

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
