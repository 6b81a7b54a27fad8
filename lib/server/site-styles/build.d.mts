export function writeSiteStyles(directories: {
  projectDir: string;
  distDir: string;
}): Promise<{ href: string; firstScreen: string }>;
