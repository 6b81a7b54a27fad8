import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** At the end of a run, the ten slowest tests: where a longer `npm test` comes from. */
export default class SlowestTestsReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.split('/tests/e2e/').pop();
    this.durations.push({ title: `${file} › ${test.title}`, ms: result.duration });
  }

  onEnd() {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, 10);
    console.log('\nThe ten slowest tests:');
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }

  printsToStdio() {
    return false;
  }
}
