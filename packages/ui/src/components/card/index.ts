export { Card, CardHeader, CardFooter, cardPaddings } from './card';
export type { CardProps, CardHeaderProps, CardPadding } from './card';
