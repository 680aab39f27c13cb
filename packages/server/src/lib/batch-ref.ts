// A batch is named by its month-year and domain (spec §3). A leaf module: context, services and the
// seed world all share this type without importing each other.
export interface BatchRef {
  monthYear: string;
  domain: string;
}
