import { describe, expect, it } from "vitest";
import { isMoveDirection, neighbourOf, swappedOrders } from "./neighbour-order";

describe("moving an item past its neighbour", () => {
  it("finds the neighbour in the direction, none at the ends", () => {
    const items = ["a", "b", "c"];
    expect(neighbourOf(items, 1, "up")).toBe("a");
    expect(neighbourOf(items, 1, "down")).toBe("c");
    expect(neighbourOf(items, 0, "up")).toBeUndefined();
    expect(neighbourOf(items, 2, "down")).toBeUndefined();
    expect(neighbourOf(items, -1, "down")).toBeUndefined();
  });

  it("swaps the order numbers, and separates equal ones in the direction of the move", () => {
    expect(swappedOrders(20, 10, "up")).toEqual([10, 20]);
    expect(swappedOrders(10, 20, "down")).toEqual([20, 10]);
    expect(swappedOrders(5, 5, "up")).toEqual([5, 6]);
    expect(swappedOrders(5, 5, "down")).toEqual([6, 5]);
  });

  it("knows only up and down", () => {
    expect(["up", "down", "hoch", undefined].map(isMoveDirection)).toEqual([true, true, false, false]);
  });
});
