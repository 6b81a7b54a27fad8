import { FileText } from '@/components/ui/icons';
import type { StoredSubmission } from '@/lib/server/forms/store';
import { statusLabel } from '@/lib/domain/forms/summary';

const dateFormat = new Intl.DateTimeFormat('nl-BE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Brussels',
});

/** A user's submitted forms with their status, newest first. */
export function SubmissionList({ submissions }: { submissions: StoredSubmission[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {submissions.map((submission) => (
        <li
          key={`${submission.kind}-${submission.id}`}
          className="flex flex-wrap items-start gap-4 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
        >
          <FileText
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-primary-700 dark:text-primary-300"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{submission.title}</p>
            {submission.summary ? (
              <p className="text-neutral-700 dark:text-neutral-300">{submission.summary}</p>
            ) : null}
            {submission.createdAt ? (
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                Ingediend op{' '}
                <time dateTime={submission.createdAt}>
                  {dateFormat.format(new Date(submission.createdAt))}
                </time>
              </p>
            ) : null}
          </div>
          <p className="rounded-full bg-secondary-100 px-3 py-1 text-sm font-semibold text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100">
            <span className="sr-only">Status: </span>
            {statusLabel(submission.status)}
          </p>
        </li>
      ))}
    </ul>
  );
}
