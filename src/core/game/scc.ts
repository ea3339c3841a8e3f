// The strongly connected components of a graph given as successor lists (Tarjan, iterative: no recursion depth
// limit), shared by battleOdds and tugs' duelOdds.

/**
 * The strongly connected components of the graph `succ` (node i's successors are `succ[i]`, indices into it), each
 * emitted after every component it reaches. Nodes for which `include` is false are not visited as roots; their
 * edges should already be left out of `succ`.
 * @internal
 * @example
 * ```ts
 * stronglyConnected([[1], [0, 2], []]); // [[2], [1, 0]]
 * ```
 */
export function stronglyConnected(succ: readonly (readonly number[])[], include: (i: number) => boolean = () => true): number[][] {
  const n = succ.length;
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  for (let root = 0; root < n; root++) {
    if (!include(root) || order[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length > 0) {
      const top = work[work.length - 1] as [number, number];
      const [v, i] = top;
      const next = succ[v] as readonly number[];
      if (i < next.length) {
        top[1] = i + 1;
        const w = next[i] as number;
        if (order[w] === -1) {
          order[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          work.push([w, 0]);
        } else if (onStack[w] === 1) low[v] = Math.min(low[v] as number, order[w] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === order[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop() as number;
          onStack[w] = 0;
          component.push(w);
        } while (w !== v);
        out.push(component);
      }
    }
  }
  return out;
}
