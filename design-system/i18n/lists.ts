// Lists as a locale joins them ('a, b, and c'; 'a, b et c'): Intl.ListFormat, cached.

const cache = new Map<string, Intl.ListFormat>();

export interface ListFormatOptions {
  locale: string;
  /** 'conjunction' (and), 'disjunction' (or) or 'unit' (a plain list). @default 'conjunction' */
  type?: Intl.ListFormatType;
  /** @default 'long' */
  style?: Intl.ListFormatStyle;
}

/** Items joined as the locale joins them. One item is itself; none is ''. */
export function formatList(
  items: readonly string[],
  { locale, type = 'conjunction', style = 'long' }: ListFormatOptions,
): string {
  if (items.length < 2) return items[0] ?? '';
  const key = `${locale}|${type}|${style}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { type, style });
    cache.set(key, format);
  }
  return format.format(items);
}
