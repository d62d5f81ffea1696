// Harvest accounting in Scala: case classes, pattern matching, a few type errors.
package apiary

case class Batch(hive: String, kg: Double, moisture: Double)
sealed trait Grade
case object A extends Grade
case object B extends Grade
case object Rejected extends Grade

object Harvest {
  def grade(b: Batch): Grade = b.moisture match {
    case m if m < 18.0 => A
    case m if m < 20.0 => B
  }

  def total(batches: List[Batch]): Int = batches.map(_.kg).sum

  def byHive(batches: List[Batch]): Map[String, Double] =
    batches.groupBy(_.hive).mapValues(_.map(_.kg))

  def label(g: Grade): String = g match {
    case A => "grade A"
    case B => "grade B"
  }

  def heaviest(batches: List[Batch]): Batch = batches.maxBy(_.kg).hive

  def main(args: Array[String]): Unit = {
    val batches = List(Batch("linden", 6.5, 17.1), Batch("heather", 4, "19.2"))
    println(total(batches) + undefinedBonus)
  }
}
