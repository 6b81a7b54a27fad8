import { BUILD_ID } from '@/lib/domain/build-info';

export const dynamic = 'force-dynamic';

/** The id of the build this server runs; open tabs compare it with their own. */
export function GET() {
  return Response.json({ buildId: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
