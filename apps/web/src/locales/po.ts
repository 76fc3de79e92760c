/** The entries of a PO catalogue (msgid → msgstr; continuation lines joined, the header left out), for tests and tools. */
export function readPo(text: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const unquote = (line: string) => JSON.parse(line.trim()) as string;
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (msgid) entries[msgid] = msgstr;
    msgid = '';
    msgstr = '';
    field = null;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      msgid = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field === 'msgid') msgid += unquote(line);
    else if (line.startsWith('"') && field === 'msgstr') msgstr += unquote(line);
  }
  flush();
  return entries;
}
