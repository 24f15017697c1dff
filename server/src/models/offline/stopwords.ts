/** Words that carry no topic: function words, chat fillers and the cast's own names. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
  even ever every few for from further get gets getting got had hadn't has hasn't have haven't having he he'd
  he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it
  it's its itself just let's like made make me might more most much must mustn't my myself no nor not now of
  off on once only or other ought our ours ourselves out over own really same say said says shall she she'd
  she'll she's should shouldn't so some such than that that's the their theirs them themselves then there
  there's these they they'd they'll they're they've thing things think this those though through to too
  under until up upon us very want wanted was wasn't we we'd we'll we're we've were weren't what what's when
  when's where where's which while who who's whom why why's will with won't would wouldn't yes yet you you'd
  you'll you're you've your yours yourself yourselves tell told know knew feel felt today tonight yesterday
  tomorrow something anything everything nothing someone anyone maybe please thanks thank okay hello hey hi
  well still back going go goes went come came see saw look looking way lot lots kind sort bit one two
  finally actually recently suddenly probably definitely totally basically literally honestly seriously
  usually always never sometimes often already almost quite rather pretty enough again soon later early
  aeris nova trinity musashi socrates dreamer citadel cathedral`.split(/\s+/),
);

/** Kept in front of a topic so the echo reads naturally: "my dog", "the old house". */
export const DETERMINERS: ReadonlySet<string> = new Set([
  "my",
  "your",
  "our",
  "his",
  "her",
  "their",
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
]);
