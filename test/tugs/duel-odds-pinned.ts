// battleOdds(tugsGame, { Jan against Travis, outcome "fight", roundLimit: 2 }, attackEngaged): its outcomes as it
// listed them (canonical JSON, fraction), pinned from its run (11,242 states, two minutes of CPU: too long for the
// suite), so that duelOdds' fractions are compared with the generic solver's, not with its own.
export const JAN_TRAVIS_TWO_ROUNDS: readonly (readonly [string, string])[] = [
  ['{"fates":[{"fate":"coma","id":"jan"},{"fate":"knockedOut","id":"travis"}],"winner":null}', "2941914046934722027/371504185344000000000000"],
  ['{"fates":[{"fate":"coma","id":"jan"},{"fate":"standing","id":"travis"}],"winner":"watch"}', "73799596694765135476109/5572562780160000000000000"],
  ['{"fates":[{"fate":"coma","id":"jan"},{"fate":"unconscious","id":"travis"}],"winner":null}', "38171548885215691/13931406950400000000000"],
  ['{"fates":[{"fate":"dead","id":"jan"},{"fate":"knockedOut","id":"travis"}],"winner":null}', "1041515653684944889/30958682112000000000000"],
  ['{"fates":[{"fate":"dead","id":"jan"},{"fate":"standing","id":"travis"}],"winner":"watch"}', "80618501437205831586509/1393140695040000000000000"],
  ['{"fates":[{"fate":"dead","id":"jan"},{"fate":"unconscious","id":"travis"}],"winner":null}', "13003875510103997/1160950579200000000000"],
  ['{"fates":[{"fate":"knockedOut","id":"jan"},{"fate":"knockedOut","id":"travis"}],"winner":null}', "634336551957533383/46438023168000000000000"],
  ['{"fates":[{"fate":"knockedOut","id":"jan"},{"fate":"standing","id":"travis"}],"winner":"watch"}', "4315714047515830249127/185752092672000000000000"],
  ['{"fates":[{"fate":"knockedOut","id":"jan"},{"fate":"unconscious","id":"travis"}],"winner":null}', "547875545287207/111451255603200000000"],
  ['{"fates":[{"fate":"standing","id":"jan"},{"fate":"knockedOut","id":"travis"}],"winner":"thief"}', "1161225770998477531352417/133741506723840000000000000"],
  ['{"fates":[{"fate":"standing","id":"jan"},{"fate":"standing","id":"travis"}],"winner":null}', "299682534807634826915500289/401224520171520000000000000"],
  ['{"fates":[{"fate":"standing","id":"jan"},{"fate":"unconscious","id":"travis"}],"winner":"thief"}', "5990562464085474862009/743008370688000000000000"],
  ['{"fates":[{"fate":"unconscious","id":"jan"},{"fate":"knockedOut","id":"travis"}],"winner":null}', "8699321992904632321/111451255603200000000000"],
  ['{"fates":[{"fate":"unconscious","id":"jan"},{"fate":"standing","id":"travis"}],"winner":"watch"}', "711225682811048097179219/5015306502144000000000000"],
  ['{"fates":[{"fate":"unconscious","id":"jan"},{"fate":"unconscious","id":"travis"}],"winner":null}', "12347925757103533/464380231680000000000"],
];
