import { type ClassValue, clsx } from 'clsx';

/** Joins class names; a thin name so components read the same everywhere. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
