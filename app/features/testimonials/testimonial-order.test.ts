import { describe, expect, it } from "vitest";
import { inDisplayOrder, moveChanges, possibleMoves } from "./testimonial-order";

const apply = (items: { id: number; sortOrder: number }[], changes: { id: number; sortOrder: number }[] | null) => {
  const byId = new Map(items.map((i) => [i.id, { ...i }]));
  for (const c of changes ?? []) byId.get(c.id)!.sortOrder = c.sortOrder;
  return inDisplayOrder([...byId.values()]).map((i) => i.id);
};

describe("moving testimonials (docs/product/sections.md, 'Editing sections': move up / down)", () => {
  const items = [
    { id: 1, sortOrder: 0 },
    { id: 2, sortOrder: 1 },
    { id: 3, sortOrder: 2 },
  ];

  it("swaps with the neighbour above or below", () => {
    expect(apply(items, moveChanges(items, 2, "up"))).toEqual([2, 1, 3]);
    expect(apply(items, moveChanges(items, 2, "down"))).toEqual([1, 3, 2]);
    expect(moveChanges(items, 2, "up")).toEqual([
      { id: 2, sortOrder: 0 },
      { id: 1, sortOrder: 1 },
    ]);
  });

  it("does not move the first up or the last down, nor an unknown id", () => {
    expect(moveChanges(items, 1, "up")).toBeNull();
    expect(moveChanges(items, 3, "down")).toBeNull();
    expect(moveChanges(items, 9, "up")).toBeNull();
  });

  it("moves exactly one place even with equal or gapped order values", () => {
    const messy = [
      { id: 5, sortOrder: 10 },
      { id: 4, sortOrder: 10 },
      { id: 6, sortOrder: 40 },
    ];
    expect(inDisplayOrder(messy).map((i) => i.id)).toEqual([4, 5, 6]);
    expect(apply(messy, moveChanges(messy, 5, "up"))).toEqual([5, 4, 6]);
    expect(apply(messy, moveChanges(messy, 6, "up"))).toEqual([4, 6, 5]);
  });

  it("offers moves by position", () => {
    expect(possibleMoves(0, 3)).toEqual({ up: false, down: true });
    expect(possibleMoves(2, 3)).toEqual({ up: true, down: false });
    expect(possibleMoves(0, 1)).toEqual({ up: false, down: false });
  });
});
