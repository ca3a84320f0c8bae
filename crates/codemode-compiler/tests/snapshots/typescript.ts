interface Shape { area(): number }
type Id = string
enum Direction { Up, Down = 5, Left }
enum Color { Red = "RED" }
declare const external: number
class Box<T> implements Shape {
  private readonly label: string = "box"
  declare size?: number
  constructor(public width: number, readonly height = 2) {}
  area(): number { return this.width * this.height }
}
abstract class Abstract { abstract m(): void }
const b = new Box<number>(3) as Shape
const n = (b as any)!.area() satisfies number
Direction[Direction.Up]
