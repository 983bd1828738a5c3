/**
 * The overlay a box shows on a package it holds: "Active until 2 December 2026" and "Aktif sampai
 * 2 Desember 2026", one text per language (the box and the site pick the one of their language).
 * The date is the package's last day in WIB, written as the site writes long dates
 * (contract/format.ts), so it agrees with the period the account pages show beside it.
 */
import { formatDateLong } from '../../contract/format'
import type { LocalizedText } from '../db/schema'

export function activeUntilTexts(end: Date | number): LocalizedText[] {
  return [
    { lan: 'en', overlayText: `Active until ${formatDateLong(end, 'en')}` },
    { lan: 'id', overlayText: `Aktif sampai ${formatDateLong(end, 'id')}` },
  ]
}
