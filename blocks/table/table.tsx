import type { BlockOf } from '@/lib/domain/content/types';

/** A data table with a caption; a focusable scroll region so narrow screens can scroll it by keyboard. */
export function Table({ block }: { block: BlockOf<'table'> }) {
  const captionId = `blok-${block._key}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-neutral-200 dark:border-neutral-800"
      >
        <table className="w-full border-collapse text-left">
          <caption id={captionId} className="p-4 text-left text-lg font-semibold">
            {block.caption}
          </caption>
          <thead className="bg-neutral-100 dark:bg-neutral-900">
            <tr>
              {(block.columns ?? []).map((column, index) => (
                <th key={index} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(block.rows ?? []).map((row) => (
              <tr key={row._key} className="border-t border-neutral-200 dark:border-neutral-800">
                {(row.cells ?? []).map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
