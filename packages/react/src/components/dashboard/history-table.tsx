import type { ReactNode } from 'react';

export interface HistoryColumn<T> {
  key: string;
  label: string;
  cell(item: T): ReactNode;
  /** Right-aligned figures (amounts). */
  numeric?: boolean;
}

/**
 * A real table (caption, column headers) on wide screens; on narrow ones the stylesheet stacks
 * each row into a card and shows each cell's column name from `data-label`.
 */
export function HistoryTable<T>({
  caption,
  columns,
  items,
  rowKey,
}: {
  caption: string;
  columns: readonly HistoryColumn<T>[];
  items: readonly T[];
  rowKey(item: T): string | number;
}) {
  return (
    <table className="site-history-table">
      <caption className="site-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={column.numeric ? 'site-history-table__numeric' : undefined}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.label}
                className={column.numeric ? 'site-history-table__numeric' : undefined}
              >
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
