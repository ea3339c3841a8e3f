// Characters and dice of the text's examples (Indiana Jones), shared by the fate tests.
import { type Character, createCharacter } from "../../src/fate/index.js";

/** Four scripted Fate dice with the given sum (the text gives only sums: FATE-EX rows). */
export function dF(total: number): string[] {
  if (!Number.isInteger(total) || total < -4 || total > 4) throw new Error(`no 4dF sum ${String(total)}`);
  const face = total >= 0 ? "dF:+" : "dF:-";
  return [0, 1, 2, 3].map((i) => (i < Math.abs(total) ? face : "dF:0"));
}

/** Indy, with the ratings the examples give (Rapport per example: FATE-AMB-12). */
export function indy(rapport = 2): Character {
  return createCharacter({
    id: "indy",
    name: "Indy",
    traits: [
      { id: "professor", text: "Professor of Archeology" },
      { id: "snakes", text: "I Hate Snakes" },
    ],
    abilities: { Shooting: 0, Academics: 4, Rapport: rapport, Investigation: 2, Might: 3, Resolve: 3, Athletics: 2, Fighting: 3 },
  });
}

/** Mrs Waterford, head librarian: Good Resolve, six Composure boxes (FATE-EX-5a). */
export function waterford(): Character {
  return createCharacter({ id: "waterford", name: "Mrs Waterford", role: "named", abilities: { Resolve: 3 } });
}

/** The Bedouin with an Average "Will", read as Resolve (FATE-AMB-11). */
export function bedouin(): Character {
  return createCharacter({ id: "bedouin", name: "Bedouin", role: "named", abilities: { Resolve: 1 } });
}
