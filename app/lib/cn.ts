import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge: it would add about 8 KB of gzipped
 * JavaScript to every public page. Components therefore avoid passing conflicting utilities.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
