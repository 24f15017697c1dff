/** §5: a memory carries the persona's marker phrase (its memoryAnchor), whatever the case. */
export function holdsMarker(content: string, marker: string): boolean {
  const phrase = marker.trim().toLowerCase();
  return phrase !== "" && content.toLowerCase().includes(phrase);
}

/** §5: a core is valid only while at least one of its items holds the marker phrase. */
export function isCoreValid(contents: Iterable<string>, marker: string | null | undefined): boolean {
  if (!marker) return false;
  for (const content of contents) if (holdsMarker(content, marker)) return true;
  return false;
}
