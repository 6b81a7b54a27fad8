// The local Content Lake's transaction log (content/.history/transactions.ndjson, beside the dataset).
//
//   npm run lake:history -- stats                  how many transactions, documents and bytes it holds
//   npm run lake:history -- compact [--keep N]     keep each document's last N revisions (default 1000)
//   npm run lake:history -- export <file>          a copy of the whole log as NDJSON (one transaction a line)
//
// Safe while the site runs: compaction pauses the lake's writes and rewrites the file as the folder's only writer.
import { copyFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  compactHistoryLog,
  historyLogPath,
  MAX_REVISIONS_PER_DOCUMENT,
  readHistoryLog,
} from '../lake/history-log.mjs';
import { withDatasetLock } from '../lake/dataset-lock.mjs';
import { pauseWrites } from '../lake/writes-paused.mjs';
import { contentDir } from './lib/lake-script.mjs';

const file = historyLogPath(contentDir);
const [command, ...rest] = process.argv.slice(2);

function stats() {
  const log = readHistoryLog(file);
  const bytes = existsSync(file) ? statSync(file).size : 0;
  return { transactions: log.entries.length, documents: log.byDocument.size, bytes, unreadable: log.skipped };
}

if (command === 'stats') {
  console.log(JSON.stringify(stats()));
} else if (command === 'compact') {
  const keepAt = rest.indexOf('--keep');
  const keep = keepAt === -1 ? MAX_REVISIONS_PER_DOCUMENT : Number(rest[keepAt + 1]);
  if (!Number.isInteger(keep) || keep < 1) {
    console.error('--keep moet een positief geheel getal zijn.');
    process.exit(2);
  }
  const before = stats();
  const resume = pauseWrites(contentDir, 'de geschiedenis wordt opgeruimd');
  try {
    const { kept, dropped } = await withDatasetLock(contentDir, () => compactHistoryLog(file, keep), {
      timeoutMs: 60_000,
    });
    console.log(
      `Bewaard: ${kept} transacties, weggelaten: ${dropped} (${before.bytes} → ${stats().bytes} bytes).`,
    );
  } finally {
    resume();
  }
} else if (command === 'export' && rest[0]) {
  if (!existsSync(file)) {
    console.error(`Er is nog geen geschiedenis in ${file}.`);
    process.exit(1);
  }
  copyFileSync(file, path.resolve(rest[0]));
  console.log(`Geschiedenis (${stats().transactions} transacties) geschreven naar ${path.resolve(rest[0])}.`);
} else {
  console.error('Gebruik: npm run lake:history -- stats | compact [--keep N] | export <bestand>');
  process.exit(2);
}
