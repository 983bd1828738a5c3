/** A card's brand as the provider names it ('visa'), written as its owner reads it on the card. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  jcb: 'JCB',
}

export function cardBrand(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)
}
