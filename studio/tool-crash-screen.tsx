import { Button, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useState, type ComponentType } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { Tool } from 'sanity';

type CopyState = 'idle' | 'copied' | 'failed';

/** What a developer needs to find the fault: copied, not shown, since an editor cannot act on a stack trace. */
function errorDetails(error: unknown, toolName: string): string {
  const thrown = error instanceof Error ? error : new Error(String(error));
  return [
    `Studio-tool: ${toolName}`,
    `Adres: ${window.location.href}`,
    `Tijdstip: ${new Date().toISOString()}`,
    `${thrown.name}: ${thrown.message}`,
    thrown.stack ?? '',
  ].join('\n');
}

/**
 * The screen in place of a tool that crashed, in Dutch: Sanity's own crash screen ("The structure tool crashed")
 * has its words in its code, outside the Studio's translations.
 */
export function ToolCrashScreen({
  tool,
  error,
  resetErrorBoundary,
}: FallbackProps & { tool: Pick<Tool, 'name' | 'title'> }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyDetails = () => {
    navigator.clipboard.writeText(errorDetails(error, tool.name)).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Card height="fill" overflow="auto" paddingX={4} paddingY={6}>
      <Flex justify="center">
        <Stack gap={4} style={{ maxWidth: 560 }}>
          <Heading as="h1" size={2}>
            {tool.title} liep vast
          </Heading>
          <Text>
            Door een fout in de Studio kon dit scherm niet verder. Wat de Studio al opgeslagen had, blijft
            bewaard.
          </Text>
          <Text muted size={1}>
            Gebeurt het opnieuw? Kopieer dan de foutdetails en bezorg ze aan wie de website onderhoudt.
          </Text>
          <Flex gap={2} wrap="wrap">
            <Button text="Opnieuw proberen" tone="primary" onClick={() => resetErrorBoundary()} />
            <Button text="Studio herladen" mode="ghost" onClick={() => window.location.reload()} />
            <Button
              text={
                copy === 'copied'
                  ? 'Foutdetails gekopieerd'
                  : copy === 'failed'
                    ? 'Kopiëren lukte niet'
                    : 'Foutdetails kopiëren'
              }
              mode="bleed"
              onClick={copyDetails}
            />
          </Flex>
        </Stack>
      </Flex>
    </Card>
  );
}

type ToolComponent = Tool['component'];
const withScreen = new WeakMap<ToolComponent, ToolComponent>();

/** The tool with the Dutch crash screen around it; one wrapper per tool component, so React keeps its state. */
export function withCrashScreen(tool: Tool): Tool {
  const Inner = tool.component;
  let Outer = withScreen.get(Inner);
  if (!Outer) {
    const ToolWithCrashScreen: ComponentType<{ tool: Tool }> = (props) => (
      <ErrorBoundary fallbackRender={(fallback) => <ToolCrashScreen tool={props.tool} {...fallback} />}>
        <Inner {...props} />
      </ErrorBoundary>
    );
    Outer = ToolWithCrashScreen;
    withScreen.set(Inner, Outer);
  }
  return { ...tool, component: Outer };
}
