import { formatRupees } from '@campus/ui';

/** Money is whole rupees (spec §9: ₹). A free course says so rather than "₹0". */
export const formatPrice = (price: number) => (price > 0 ? formatRupees(price) : 'Free');

export const formatMinutes = (minutes: number) =>
  minutes >= 60
    ? `${Math.floor(minutes / 60)} h ${minutes % 60 ? `${minutes % 60} min` : ''}`.trim()
    : `${minutes} min`;

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
