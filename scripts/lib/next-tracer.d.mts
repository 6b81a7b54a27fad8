export function nodeFileTrace(files: string[], options: object): Promise<{ fileList: Set<string> }>;
