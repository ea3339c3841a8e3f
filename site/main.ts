// The odds explorer: a situation's form and JSON, its exact distribution (odds) as a chart with fractions and
// percentages, and a roll with a seed or with the dice a player typed in, explained line by line.
import { explain, odds, RulesError, resolve, scriptedDice, seededDice } from "pulp-rules";
import { freshInput, type Input, SITUATIONS, type Situation } from "./situations.js";

const $ = (id: string): HTMLElement => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`missing #${id}`);
  return element;
};

const situationSelect = $("situation") as HTMLSelectElement;
const fieldsDiv = $("fields") as HTMLDivElement;
const inputArea = $("input") as HTMLTextAreaElement;
const inputError = $("input-error") as HTMLDivElement;
const chart = $("chart") as HTMLTableSectionElement;
const cost = $("cost") as HTMLParagraphElement;
const result = $("result") as HTMLDivElement;
const explanation = $("explanation") as HTMLOListElement;
const rollError = $("roll-error") as HTMLDivElement;

let situation: Situation = SITUATIONS[0] as Situation;
let input: Input = freshInput(situation);

const message = (error: unknown): string => (RulesError.is(error) ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error));

function label(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function renderFields(): void {
  fieldsDiv.replaceChildren();
  for (const field of situation.fields) {
    const row = document.createElement("label");
    const name = document.createElement("span");
    name.textContent = field.label;
    let control: HTMLInputElement | HTMLSelectElement;
    if (field.choices !== undefined) {
      const select = document.createElement("select");
      for (const choice of field.choices) select.add(new Option(choice, choice));
      control = select;
    } else {
      const number = document.createElement("input");
      number.type = "number";
      if (field.min !== undefined) number.min = String(field.min);
      if (field.max !== undefined) number.max = String(field.max);
      control = number;
    }
    control.dataset.testid = `field-${field.key}`;
    control.value = String(field.get(input));
    control.addEventListener("change", () => {
      input = field.set(input, control.value);
      update();
    });
    row.append(name, control);
    fieldsDiv.append(row);
  }
}

function renderChart(): void {
  chart.replaceChildren();
  cost.textContent = "";
  try {
    const dist = odds(situation.chance(input)).map((value) => situation.summary(value as never));
    const top = Math.max(...dist.outcomes.map((o) => o.probability.toNumber()));
    for (const outcome of dist.outcomes) {
      const row = document.createElement("tr");
      row.dataset.testid = "row";
      row.dataset.value = label(outcome.value);
      row.dataset.fraction = outcome.probability.toString();
      const cells = [label(outcome.value), outcome.probability.toString(), outcome.probability.toPercent(2)];
      for (const [i, text] of cells.entries()) {
        const cell = document.createElement("td");
        cell.textContent = text;
        if (i > 0) cell.className = "num";
        row.append(cell);
      }
      const barCell = document.createElement("td");
      const bar = document.createElement("div");
      bar.className = "bar";
      bar.style.width = `${String((outcome.probability.toNumber() / top) * 100)}%`;
      barCell.append(bar);
      row.append(barCell);
      chart.append(row);
    }
    cost.textContent = `${String(dist.size)} outcomes; exact fractions, summing to 1.`;
    inputError.textContent = "";
  } catch (error) {
    inputError.textContent = message(error);
  }
}

function roll(dice: () => Parameters<typeof resolve>[1]): void {
  rollError.textContent = "";
  result.textContent = "";
  explanation.replaceChildren();
  try {
    const resolved = resolve(situation.chance(input), dice());
    result.textContent = label(situation.summary(resolved.value as never));
    result.dataset.value = label(situation.summary(resolved.value as never));
    for (const line of explain(resolved.trace)) {
      const item = document.createElement("li");
      item.textContent = line;
      explanation.append(item);
    }
  } catch (error) {
    rollError.textContent = message(error);
  }
}

function update(): void {
  inputArea.value = JSON.stringify(input, null, 2);
  renderFields();
  renderChart();
}

for (const [i, s] of SITUATIONS.entries()) situationSelect.add(new Option(s.label, String(i)));
situationSelect.dataset.testid = "situation";
situationSelect.addEventListener("change", () => {
  situation = SITUATIONS[Number(situationSelect.value)] as Situation;
  input = freshInput(situation);
  result.textContent = "";
  explanation.replaceChildren();
  update();
});
inputArea.addEventListener("change", () => {
  try {
    input = JSON.parse(inputArea.value) as Input;
    renderFields();
    renderChart();
  } catch (error) {
    inputError.textContent = `not JSON: ${message(error)}`;
  }
});
$("roll").addEventListener("click", () => {
  roll(() => seededDice(Number(($("seed") as HTMLInputElement).value)));
});
$("roll-faces").addEventListener("click", () => {
  roll(() => scriptedDice(($("faces") as HTMLInputElement).value.split(/[\s,]+/).filter((f) => f !== "")));
});
update();
document.body.dataset.ready = "true";
