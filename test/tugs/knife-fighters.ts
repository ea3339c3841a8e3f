// The knife fighters shared by the exact-odds tests of tugsGame (battleOdds lumped, duelOdds).
export const knife = { name: "knife", skill: "Blades", type: "blade" as const, parry: -4 };
export const fighter = (id: string, name: string, initiative: number, blades: number, maxHp: number) => ({
  id,
  name,
  attributes: { sta: 10, str: 10, dex: 10 },
  initiative,
  skills: { Blades: blades },
  maxHp,
  weapons: [knife],
});
/** Ann (initiative 20) always acts before Bob (7), or both 10 (ties: simultaneous). */
export const knifePair = (maxHp: number, tie = false, extra: Record<string, unknown> = {}) => ({
  combatants: [
    { character: fighter("ann", "Ann", tie ? 10 : 20, 10, maxHp), side: "a" },
    { character: fighter("bob", "Bob", tie ? 10 : 7, 8, maxHp), side: "b" },
  ],
  ...extra,
});
