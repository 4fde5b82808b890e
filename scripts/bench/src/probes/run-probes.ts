/**
 * Runs the probe tasks (rounds 2 to 153: kinds the read-back work was not built on) under some
 * configurations, with the economics' scripted reader, and prints each task's input tokens, peak
 * prompt, needles and read-backs, then each configuration's totals. Not a benchmark target.
 *
 *   pnpm --filter @output-limits/bench probes                 ours, context-chef-store and none on rounds 2 to 5
 *   ROUNDS=3 CONFIGS=ours pnpm --filter @output-limits/bench probes
 *   ROUNDS=7 pnpm --filter @output-limits/bench probes         round 7 alone (written blind, round-7.ts)
 *   ROUNDS=8 pnpm --filter @output-limits/bench probes         round 8 alone (written blind, round-8.ts)
 *   ROUNDS=9 pnpm --filter @output-limits/bench probes         round 9 alone (written blind, round-9.ts)
 *   ROUNDS=10 pnpm --filter @output-limits/bench probes        round 10 alone (written blind, round-10.ts)
 *   ROUNDS=11 pnpm --filter @output-limits/bench probes        round 11 alone (written blind, round-11.ts)
 *   ROUNDS=12 pnpm --filter @output-limits/bench probes        round 12 alone (written blind, round-12.ts)
 *   ROUNDS=13 pnpm --filter @output-limits/bench probes        round 13 alone (written blind, round-13.ts)
 *   ROUNDS=14 pnpm --filter @output-limits/bench probes        round 14 alone (written blind, round-14.ts)
 *   ROUNDS=15 pnpm --filter @output-limits/bench probes        round 15 alone (written blind, round-15.ts)
 *   ROUNDS=16 pnpm --filter @output-limits/bench probes        round 16 alone (written blind, round-16.ts)
 *   ROUNDS=17 pnpm --filter @output-limits/bench probes        round 17 alone (written blind, round-17.ts)
 *   ROUNDS=18 pnpm --filter @output-limits/bench probes        round 18 alone (written blind, round-18.ts)
 *   ROUNDS=19 pnpm --filter @output-limits/bench probes        round 19 alone (written blind, round-19.ts)
 *   ROUNDS=20 pnpm --filter @output-limits/bench probes        round 20 alone (written blind, round-20.ts)
 *   ROUNDS=21 pnpm --filter @output-limits/bench probes        round 21 alone (written blind, round-21.ts)
 *   ROUNDS=22 pnpm --filter @output-limits/bench probes        round 22 alone (written blind, round-22.ts)
 *   ROUNDS=23 pnpm --filter @output-limits/bench probes        round 23 alone (written blind, round-23.ts)
 *   ROUNDS=24 pnpm --filter @output-limits/bench probes        round 24 alone (written blind, round-24.ts)
 *   ROUNDS=25 pnpm --filter @output-limits/bench probes        round 25 alone (written blind, round-25.ts)
 *   ROUNDS=26 pnpm --filter @output-limits/bench probes        round 26 alone (written blind, round-26.ts)
 *   ROUNDS=27 pnpm --filter @output-limits/bench probes        round 27 alone (written blind, round-27.ts)
 *   ROUNDS=28 pnpm --filter @output-limits/bench probes        round 28 alone (written blind, round-28.ts)
 *   ROUNDS=29 pnpm --filter @output-limits/bench probes        round 29 alone (written blind, round-29.ts)
 *   ROUNDS=30 pnpm --filter @output-limits/bench probes        round 30 alone (written blind, round-30.ts)
 *   ROUNDS=31 pnpm --filter @output-limits/bench probes        round 31 alone (written blind, round-31.ts)
 *   ROUNDS=32 pnpm --filter @output-limits/bench probes        round 32 alone (written blind, round-32.ts)
 *   ROUNDS=33 pnpm --filter @output-limits/bench probes        round 33 alone (written blind, round-33.ts)
 *   ROUNDS=34 pnpm --filter @output-limits/bench probes        round 34 alone (written blind, round-34.ts)
 *   ROUNDS=35 pnpm --filter @output-limits/bench probes        round 35 alone (written blind, round-35.ts)
 *   ROUNDS=36 pnpm --filter @output-limits/bench probes        round 36 alone (written blind, round-36.ts)
 *   ROUNDS=37 pnpm --filter @output-limits/bench probes        round 37 alone (written blind, round-37.ts)
 *   ROUNDS=38 pnpm --filter @output-limits/bench probes        round 38 alone (written blind, round-38.ts)
 *   ROUNDS=39 pnpm --filter @output-limits/bench probes        round 39 alone (written blind, round-39.ts)
 *   ROUNDS=40 pnpm --filter @output-limits/bench probes        round 40 alone (written blind, round-40.ts)
 *   ROUNDS=41 pnpm --filter @output-limits/bench probes        round 41 alone (written blind, round-41.ts)
 *   ROUNDS=42 pnpm --filter @output-limits/bench probes        round 42 alone (written blind, round-42.ts)
 *   ROUNDS=43 pnpm --filter @output-limits/bench probes        round 43 alone (written blind, round-43.ts)
 *   ROUNDS=44 pnpm --filter @output-limits/bench probes        round 44 alone (written blind, round-44.ts)
 *   ROUNDS=45 pnpm --filter @output-limits/bench probes        round 45 alone (written blind, round-45.ts)
 *   ROUNDS=46 pnpm --filter @output-limits/bench probes        round 46 alone (written blind, round-46.ts)
 *   ROUNDS=47 pnpm --filter @output-limits/bench probes        round 47 alone (written blind, round-47.ts)
 *   ROUNDS=48 pnpm --filter @output-limits/bench probes        round 48 alone (written blind, round-48.ts)
 *   ROUNDS=49 pnpm --filter @output-limits/bench probes        round 49 alone (written blind, round-49.ts)
 *   ROUNDS=50 pnpm --filter @output-limits/bench probes        round 50 alone (written blind, round-50.ts)
 *   ROUNDS=51 pnpm --filter @output-limits/bench probes        round 51 alone (written blind, round-51.ts)
 *   ROUNDS=52 pnpm --filter @output-limits/bench probes        round 52 alone (written blind, round-52.ts)
 *   ROUNDS=53 pnpm --filter @output-limits/bench probes        round 53 alone (written blind, round-53.ts)
 *   ROUNDS=54 pnpm --filter @output-limits/bench probes        round 54 alone (written blind, round-54.ts)
 *   ROUNDS=55 pnpm --filter @output-limits/bench probes        round 55 alone (written blind, round-55.ts)
 *   ROUNDS=56 pnpm --filter @output-limits/bench probes        round 56 alone (written blind, round-56.ts)
 *   ROUNDS=57 pnpm --filter @output-limits/bench probes        round 57 alone (written blind, round-57.ts)
 *   ROUNDS=58 pnpm --filter @output-limits/bench probes        round 58 alone (written blind, round-58.ts)
 *   ROUNDS=59 pnpm --filter @output-limits/bench probes        round 59 alone (written blind, round-59.ts)
 *   ROUNDS=60 pnpm --filter @output-limits/bench probes        round 60 alone (written blind, round-60.ts)
 *   ROUNDS=61 pnpm --filter @output-limits/bench probes        round 61 alone (written blind, round-61.ts)
 *   ROUNDS=62 pnpm --filter @output-limits/bench probes        round 62 alone (written blind, round-62.ts)
 *   ROUNDS=63 pnpm --filter @output-limits/bench probes        round 63 alone (written blind, round-63.ts)
 *   ROUNDS=64 pnpm --filter @output-limits/bench probes        round 64 alone (written blind, round-64.ts)
 *   ROUNDS=65 pnpm --filter @output-limits/bench probes        round 65 alone (written blind, round-65.ts)
 *   ROUNDS=66 pnpm --filter @output-limits/bench probes        round 66 alone (written blind, round-66.ts)
 *   ROUNDS=67 pnpm --filter @output-limits/bench probes        round 67 alone (written blind, round-67.ts)
 *   ROUNDS=68 pnpm --filter @output-limits/bench probes        round 68 alone (written blind, round-68.ts)
 *   ROUNDS=69 pnpm --filter @output-limits/bench probes        round 69 alone (written blind, round-69.ts)
 *   ROUNDS=70 pnpm --filter @output-limits/bench probes        round 70 alone (written blind, round-70.ts)
 *   ROUNDS=71 pnpm --filter @output-limits/bench probes        round 71 alone (written blind, round-71.ts)
 *   ROUNDS=72 pnpm --filter @output-limits/bench probes        round 72 alone (written blind, round-72.ts)
 *   ROUNDS=73 pnpm --filter @output-limits/bench probes        round 73 alone (written blind, round-73.ts)
 *   ROUNDS=74 pnpm --filter @output-limits/bench probes        round 74 alone (written blind, round-74.ts)
 *   ROUNDS=75 pnpm --filter @output-limits/bench probes        round 75 alone (written blind, round-75.ts)
 *   ROUNDS=76 pnpm --filter @output-limits/bench probes        round 76 alone (written blind, round-76.ts)
 *   ROUNDS=77 pnpm --filter @output-limits/bench probes        round 77 alone (written blind, round-77.ts)
 *   ROUNDS=78 pnpm --filter @output-limits/bench probes        round 78 alone (written blind, round-78.ts)
 *   ROUNDS=79 pnpm --filter @output-limits/bench probes        round 79 alone (written blind, round-79.ts)
 *   ROUNDS=80 pnpm --filter @output-limits/bench probes        round 80 alone (written blind, round-80.ts)
 *   ROUNDS=81 pnpm --filter @output-limits/bench probes        round 81 alone (written blind, round-81.ts)
 *   ROUNDS=82 pnpm --filter @output-limits/bench probes        round 82 alone (written blind, round-82.ts)
 *   ROUNDS=83 pnpm --filter @output-limits/bench probes        round 83 alone (written blind, round-83.ts)
 *   ROUNDS=84 pnpm --filter @output-limits/bench probes        round 84 alone (written blind, round-84.ts)
 *   ROUNDS=85 pnpm --filter @output-limits/bench probes        round 85 alone (written blind, round-85.ts)
 *   ROUNDS=86 pnpm --filter @output-limits/bench probes        round 86 alone (written blind, round-86.ts)
 *   ROUNDS=87 pnpm --filter @output-limits/bench probes        round 87 alone (written blind, round-87.ts)
 *   ROUNDS=88 pnpm --filter @output-limits/bench probes        round 88 alone (written blind, round-88.ts)
 *   ROUNDS=89 pnpm --filter @output-limits/bench probes        round 89 alone (written blind, round-89.ts)
 *   ROUNDS=90 pnpm --filter @output-limits/bench probes        round 90 alone (written blind, round-90.ts)
 *   ROUNDS=91 pnpm --filter @output-limits/bench probes        round 91 alone (written blind, round-91.ts)
 *   ROUNDS=92 pnpm --filter @output-limits/bench probes        round 92 alone (written blind, round-92.ts)
 *   ROUNDS=93 pnpm --filter @output-limits/bench probes        round 93 alone (written blind, round-93.ts)
 *   ROUNDS=94 pnpm --filter @output-limits/bench probes        round 94 alone (written blind, round-94.ts)
 *   ROUNDS=95 pnpm --filter @output-limits/bench probes        round 95 alone (written blind, round-95.ts)
 *   ROUNDS=96 pnpm --filter @output-limits/bench probes        round 96 alone (written blind, round-96.ts)
 *   ROUNDS=97 pnpm --filter @output-limits/bench probes        round 97 alone (written blind, round-97.ts)
 *   ROUNDS=98 pnpm --filter @output-limits/bench probes        round 98 alone (written blind, round-98.ts)
 *   ROUNDS=99 pnpm --filter @output-limits/bench probes        round 99 alone (written blind, round-99.ts)
 *   ROUNDS=100 pnpm --filter @output-limits/bench probes       round 100 alone (written blind, round-100.ts)
 *   ROUNDS=101 pnpm --filter @output-limits/bench probes       round 101 alone (written blind, round-101.ts)
 *   ROUNDS=102 pnpm --filter @output-limits/bench probes       round 102 alone (written blind, round-102.ts)
 *   ROUNDS=103 pnpm --filter @output-limits/bench probes       round 103 alone (written blind, round-103.ts)
 *   ROUNDS=104 pnpm --filter @output-limits/bench probes       round 104 alone (written blind, round-104.ts)
 *   ROUNDS=105 pnpm --filter @output-limits/bench probes       round 105 alone (written blind, round-105.ts)
 *   ROUNDS=106 pnpm --filter @output-limits/bench probes       round 106 alone (written blind, round-106.ts)
 *   ROUNDS=107 pnpm --filter @output-limits/bench probes       round 107 alone (written blind, round-107.ts)
 *   ROUNDS=108 pnpm --filter @output-limits/bench probes       round 108 alone (written blind, round-108.ts)
 *   ROUNDS=109 pnpm --filter @output-limits/bench probes       round 109 alone (written blind, round-109.ts)
 *   ROUNDS=110 pnpm --filter @output-limits/bench probes       round 110 alone (written blind, round-110.ts)
 *   ROUNDS=111 pnpm --filter @output-limits/bench probes       round 111 alone (written blind, round-111.ts)
 *   ROUNDS=112 pnpm --filter @output-limits/bench probes       round 112 alone (written blind, round-112.ts)
 *   ROUNDS=113 pnpm --filter @output-limits/bench probes       round 113 alone (written blind, round-113.ts)
 *   ROUNDS=114 pnpm --filter @output-limits/bench probes       round 114 alone (written blind, round-114.ts)
 *   ROUNDS=115 pnpm --filter @output-limits/bench probes       round 115 alone (written blind, round-115.ts)
 *   ROUNDS=116 pnpm --filter @output-limits/bench probes       round 116 alone (written blind, round-116.ts)
 *   ROUNDS=117 pnpm --filter @output-limits/bench probes       round 117 alone (written blind, round-117.ts)
 *   ROUNDS=118 pnpm --filter @output-limits/bench probes       round 118 alone (written blind, round-118.ts)
 *   ROUNDS=119 pnpm --filter @output-limits/bench probes       round 119 alone (written blind, round-119.ts)
 *   ROUNDS=120 pnpm --filter @output-limits/bench probes       round 120 alone (written blind, round-120.ts)
 *   ROUNDS=121 pnpm --filter @output-limits/bench probes       round 121 alone (written blind, round-121.ts)
 *   ROUNDS=122 pnpm --filter @output-limits/bench probes       round 122 alone (written blind, round-122.ts)
 *   ROUNDS=123 pnpm --filter @output-limits/bench probes       round 123 alone (written blind, round-123.ts)
 *   ROUNDS=124 pnpm --filter @output-limits/bench probes       round 124 alone (written blind, round-124.ts)
 *   ROUNDS=125 pnpm --filter @output-limits/bench probes       round 125 alone (written blind, round-125.ts)
 *   ROUNDS=126 pnpm --filter @output-limits/bench probes       round 126 alone (written blind, round-126.ts)
 *   ROUNDS=127 pnpm --filter @output-limits/bench probes       round 127 alone (written blind, round-127.ts)
 *   ROUNDS=128 pnpm --filter @output-limits/bench probes       round 128 alone (written blind, round-128.ts)
 *   ROUNDS=129 pnpm --filter @output-limits/bench probes       round 129 alone (written blind, round-129.ts)
 *   ROUNDS=130 pnpm --filter @output-limits/bench probes       round 130 alone (written blind, round-130.ts)
 *   ROUNDS=131 pnpm --filter @output-limits/bench probes       round 131 alone (written blind, round-131.ts)
 *   ROUNDS=132 pnpm --filter @output-limits/bench probes       round 132 alone (written blind, round-132.ts)
 *   ROUNDS=133 pnpm --filter @output-limits/bench probes       round 133 alone (written blind, round-133.ts)
 *   ROUNDS=134 pnpm --filter @output-limits/bench probes       round 134 alone (written blind, round-134.ts)
 *   ROUNDS=135 pnpm --filter @output-limits/bench probes       round 135 alone (written blind, round-135.ts)
 *   ROUNDS=136 pnpm --filter @output-limits/bench probes       round 136 alone (written blind, round-136.ts)
 *   ROUNDS=137 pnpm --filter @output-limits/bench probes       round 137 alone (written blind, round-137.ts)
 *   ROUNDS=138 pnpm --filter @output-limits/bench probes       round 138 alone (written blind, round-138.ts)
 *   ROUNDS=139 pnpm --filter @output-limits/bench probes       round 139 alone (written blind, round-139.ts)
 *   ROUNDS=140 pnpm --filter @output-limits/bench probes       round 140 alone (written blind, round-140.ts)
 *   ROUNDS=141 pnpm --filter @output-limits/bench probes       round 141 alone (written blind, round-141.ts)
 *   ROUNDS=142 pnpm --filter @output-limits/bench probes       round 142 alone (written blind, round-142.ts)
 *   ROUNDS=143 pnpm --filter @output-limits/bench probes       round 143 alone (written blind, round-143.ts)
 *   ROUNDS=144 pnpm --filter @output-limits/bench probes       round 144 alone (written blind, round-144.ts)
 *   ROUNDS=145 pnpm --filter @output-limits/bench probes       round 145 alone (written blind, round-145.ts)
 *   ROUNDS=146 pnpm --filter @output-limits/bench probes       round 146 alone (written blind, round-146.ts)
 *   ROUNDS=147 pnpm --filter @output-limits/bench probes       round 147 alone (written blind, round-147.ts)
 *   ROUNDS=148 pnpm --filter @output-limits/bench probes       round 148 alone (written blind, round-148.ts)
 *   ROUNDS=149 pnpm --filter @output-limits/bench probes       round 149 alone (written blind, round-149.ts)
 *   ROUNDS=150 pnpm --filter @output-limits/bench probes       round 150 alone (written blind, round-150.ts)
 *   ROUNDS=151 pnpm --filter @output-limits/bench probes       round 151 alone (written blind, round-151.ts)
 *   ROUNDS=152 pnpm --filter @output-limits/bench probes       round 152 alone (written blind, round-152.ts)
 *   ROUNDS=153 pnpm --filter @output-limits/bench probes       round 153 alone (written blind, round-153.ts)
 *   ROUNDS=phrasing pnpm --filter @output-limits/bench probes  every probe, held-out and new-kind task asked 3 other ways (phrasing.ts)
 */
import { generateText, stepCountIs } from 'ai';
import { CONFIGURATIONS } from '../economics/configurations.js';
import type { RunMeasure } from '../economics/scripted-model.js';
import { scriptedModel } from '../economics/scripted-model.js';
import type { EconomicsTask } from '../economics/task.js';
import { phrasingVariants } from './phrasing.js';
import { roundTwo } from './round-2.js';
import { roundThree } from './round-3.js';
import { roundFour } from './round-4.js';
import { roundFive } from './round-5.js';
import { roundSix } from './round-6.js';
import { roundSeven } from './round-7.js';
import { roundEight } from './round-8.js';
import { roundNine } from './round-9.js';
import { roundTen } from './round-10.js';
import { roundEleven } from './round-11.js';
import { roundTwelve } from './round-12.js';
import { roundThirteen } from './round-13.js';
import { roundFourteen } from './round-14.js';
import { roundFifteen } from './round-15.js';
import { roundSixteen } from './round-16.js';
import { roundSeventeen } from './round-17.js';
import { roundEighteen } from './round-18.js';
import { roundNineteen } from './round-19.js';
import { roundTwenty } from './round-20.js';
import { roundTwentyOne } from './round-21.js';
import { roundTwentyTwo } from './round-22.js';
import { roundTwentyThree } from './round-23.js';
import { roundTwentyFour } from './round-24.js';
import { roundTwentyFive } from './round-25.js';
import { roundTwentySix } from './round-26.js';
import { roundTwentySeven } from './round-27.js';
import { roundTwentyEight } from './round-28.js';
import { roundTwentyNine } from './round-29.js';
import { roundThirty } from './round-30.js';
import { roundThirtyOne } from './round-31.js';
import { roundThirtyTwo } from './round-32.js';
import { roundThirtyThree } from './round-33.js';
import { roundThirtyFour } from './round-34.js';
import { roundThirtyFive } from './round-35.js';
import { roundThirtySix } from './round-36.js';
import { roundThirtySeven } from './round-37.js';
import { roundThirtyEight } from './round-38.js';
import { roundThirtyNine } from './round-39.js';
import { roundForty } from './round-40.js';
import { roundFortyOne } from './round-41.js';
import { roundFortyTwo } from './round-42.js';
import { roundFortyThree } from './round-43.js';
import { roundFortyFour } from './round-44.js';
import { roundFortyFive } from './round-45.js';
import { roundFortySix } from './round-46.js';
import { roundFortySeven } from './round-47.js';
import { roundFortyEight } from './round-48.js';
import { roundFortyNine } from './round-49.js';
import { roundFifty } from './round-50.js';
import { roundFiftyOne } from './round-51.js';
import { roundFiftyTwo } from './round-52.js';
import { roundFiftyThree } from './round-53.js';
import { roundFiftyFour } from './round-54.js';
import { roundFiftyFive } from './round-55.js';
import { roundFiftySix } from './round-56.js';
import { roundFiftySeven } from './round-57.js';
import { roundFiftyEight } from './round-58.js';
import { roundFiftyNine } from './round-59.js';
import { roundSixty } from './round-60.js';
import { roundSixtyOne } from './round-61.js';
import { roundSixtyTwo } from './round-62.js';
import { roundSixtyThree } from './round-63.js';
import { roundSixtyFour } from './round-64.js';
import { roundSixtyFive } from './round-65.js';
import { roundSixtySix } from './round-66.js';
import { roundSixtySeven } from './round-67.js';
import { roundSixtyEight } from './round-68.js';
import { roundSixtyNine } from './round-69.js';
import { roundSeventy } from './round-70.js';
import { roundSeventyOne } from './round-71.js';
import { roundSeventyTwo } from './round-72.js';
import { roundSeventyThree } from './round-73.js';
import { roundSeventyFour } from './round-74.js';
import { roundSeventyFive } from './round-75.js';
import { roundSeventySix } from './round-76.js';
import { roundSeventySeven } from './round-77.js';
import { roundSeventyEight } from './round-78.js';
import { roundSeventyNine } from './round-79.js';
import { roundEighty } from './round-80.js';
import { roundEightyOne } from './round-81.js';
import { roundEightyTwo } from './round-82.js';
import { roundEightyThree } from './round-83.js';
import { roundEightyFour } from './round-84.js';
import { roundEightyFive } from './round-85.js';
import { roundEightySix } from './round-86.js';
import { roundEightySeven } from './round-87.js';
import { roundEightyEight } from './round-88.js';
import { roundEightyNine } from './round-89.js';
import { roundNinety } from './round-90.js';
import { roundNinetyOne } from './round-91.js';
import { roundNinetyTwo } from './round-92.js';
import { roundNinetyThree } from './round-93.js';
import { roundNinetyFour } from './round-94.js';
import { roundNinetyFive } from './round-95.js';
import { roundNinetySix } from './round-96.js';
import { roundNinetySeven } from './round-97.js';
import { roundNinetyEight } from './round-98.js';
import { roundNinetyNine } from './round-99.js';
import { roundOneHundred } from './round-100.js';
import { roundOneHundredOne } from './round-101.js';
import { roundOneHundredTwo } from './round-102.js';
import { roundOneHundredThree } from './round-103.js';
import { roundOneHundredFour } from './round-104.js';
import { roundOneHundredFive } from './round-105.js';
import { roundOneHundredSix } from './round-106.js';
import { roundOneHundredSeven } from './round-107.js';
import { roundOneHundredEight } from './round-108.js';
import { roundOneHundredNine } from './round-109.js';
import { roundOneHundredTen } from './round-110.js';
import { roundOneHundredEleven } from './round-111.js';
import { roundOneHundredTwelve } from './round-112.js';
import { roundOneHundredThirteen } from './round-113.js';
import { roundOneHundredFourteen } from './round-114.js';
import { roundOneHundredFifteen } from './round-115.js';
import { roundOneHundredSixteen } from './round-116.js';
import { roundOneHundredSeventeen } from './round-117.js';
import { roundOneHundredEighteen } from './round-118.js';
import { roundOneHundredNineteen } from './round-119.js';
import { roundOneHundredTwenty } from './round-120.js';
import { roundOneHundredTwentyOne } from './round-121.js';
import { roundOneHundredTwentyTwo } from './round-122.js';
import { roundOneHundredTwentyThree } from './round-123.js';
import { roundOneHundredTwentyFour } from './round-124.js';
import { roundOneHundredTwentyFive } from './round-125.js';
import { roundOneHundredTwentySix } from './round-126.js';
import { roundOneHundredTwentySeven } from './round-127.js';
import { roundOneHundredTwentyEight } from './round-128.js';
import { roundOneHundredTwentyNine } from './round-129.js';
import { roundOneHundredThirty } from './round-130.js';
import { roundOneHundredThirtyOne } from './round-131.js';
import { roundOneHundredThirtyTwo } from './round-132.js';
import { roundOneHundredThirtyThree } from './round-133.js';
import { roundOneHundredThirtyFour } from './round-134.js';
import { roundOneHundredThirtyFive } from './round-135.js';
import { roundOneHundredThirtySix } from './round-136.js';
import { roundOneHundredThirtySeven } from './round-137.js';
import { roundOneHundredThirtyEight } from './round-138.js';
import { roundOneHundredThirtyNine } from './round-139.js';
import { roundOneHundredForty } from './round-140.js';
import { roundOneHundredFortyOne } from './round-141.js';
import { roundOneHundredFortyTwo } from './round-142.js';
import { roundOneHundredFortyThree } from './round-143.js';
import { roundOneHundredFortyFour } from './round-144.js';
import { roundOneHundredFortyFive } from './round-145.js';
import { roundOneHundredFortySix } from './round-146.js';
import { roundOneHundredFortySeven } from './round-147.js';
import { roundOneHundredFortyEight } from './round-148.js';
import { roundOneHundredFortyNine } from './round-149.js';
import { roundOneHundredFifty } from './round-150.js';
import { roundOneHundredFiftyOne } from './round-151.js';
import { roundOneHundredFiftyTwo } from './round-152.js';
import { roundOneHundredFiftyThree } from './round-153.js';

const ROUNDS: Record<string, () => EconomicsTask[]> = {
  '2': roundTwo,
  '3': roundThree,
  '4': roundFour,
  '5': roundFive,
  '6': roundSix,
  '7': roundSeven,
  '8': roundEight,
  '9': roundNine,
  '10': roundTen,
  '11': roundEleven,
  '12': roundTwelve,
  '13': roundThirteen,
  '14': roundFourteen,
  '15': roundFifteen,
  '16': roundSixteen,
  '17': roundSeventeen,
  '18': roundEighteen,
  '19': roundNineteen,
  '20': roundTwenty,
  '21': roundTwentyOne,
  '22': roundTwentyTwo,
  '23': roundTwentyThree,
  '24': roundTwentyFour,
  '25': roundTwentyFive,
  '26': roundTwentySix,
  '27': roundTwentySeven,
  '28': roundTwentyEight,
  '29': roundTwentyNine,
  '30': roundThirty,
  '31': roundThirtyOne,
  '32': roundThirtyTwo,
  '33': roundThirtyThree,
  '34': roundThirtyFour,
  '35': roundThirtyFive,
  '36': roundThirtySix,
  '37': roundThirtySeven,
  '38': roundThirtyEight,
  '39': roundThirtyNine,
  '40': roundForty,
  '41': roundFortyOne,
  '42': roundFortyTwo,
  '43': roundFortyThree,
  '44': roundFortyFour,
  '45': roundFortyFive,
  '46': roundFortySix,
  '47': roundFortySeven,
  '48': roundFortyEight,
  '49': roundFortyNine,
  '50': roundFifty,
  '51': roundFiftyOne,
  '52': roundFiftyTwo,
  '53': roundFiftyThree,
  '54': roundFiftyFour,
  '55': roundFiftyFive,
  '56': roundFiftySix,
  '57': roundFiftySeven,
  '58': roundFiftyEight,
  '59': roundFiftyNine,
  '60': roundSixty,
  '61': roundSixtyOne,
  '62': roundSixtyTwo,
  '63': roundSixtyThree,
  '64': roundSixtyFour,
  '65': roundSixtyFive,
  '66': roundSixtySix,
  '67': roundSixtySeven,
  '68': roundSixtyEight,
  '69': roundSixtyNine,
  '70': roundSeventy,
  '71': roundSeventyOne,
  '72': roundSeventyTwo,
  '73': roundSeventyThree,
  '74': roundSeventyFour,
  '75': roundSeventyFive,
  '76': roundSeventySix,
  '77': roundSeventySeven,
  '78': roundSeventyEight,
  '79': roundSeventyNine,
  '80': roundEighty,
  '81': roundEightyOne,
  '82': roundEightyTwo,
  '83': roundEightyThree,
  '84': roundEightyFour,
  '85': roundEightyFive,
  '86': roundEightySix,
  '87': roundEightySeven,
  '88': roundEightyEight,
  '89': roundEightyNine,
  '90': roundNinety,
  '91': roundNinetyOne,
  '92': roundNinetyTwo,
  '93': roundNinetyThree,
  '94': roundNinetyFour,
  '95': roundNinetyFive,
  '96': roundNinetySix,
  '97': roundNinetySeven,
  '98': roundNinetyEight,
  '99': roundNinetyNine,
  '100': roundOneHundred,
  '101': roundOneHundredOne,
  '102': roundOneHundredTwo,
  '103': roundOneHundredThree,
  '104': roundOneHundredFour,
  '105': roundOneHundredFive,
  '106': roundOneHundredSix,
  '107': roundOneHundredSeven,
  '108': roundOneHundredEight,
  '109': roundOneHundredNine,
  '110': roundOneHundredTen,
  '111': roundOneHundredEleven,
  '112': roundOneHundredTwelve,
  '113': roundOneHundredThirteen,
  '114': roundOneHundredFourteen,
  '115': roundOneHundredFifteen,
  '116': roundOneHundredSixteen,
  '117': roundOneHundredSeventeen,
  '118': roundOneHundredEighteen,
  '119': roundOneHundredNineteen,
  '120': roundOneHundredTwenty,
  '121': roundOneHundredTwentyOne,
  '122': roundOneHundredTwentyTwo,
  '123': roundOneHundredTwentyThree,
  '124': roundOneHundredTwentyFour,
  '125': roundOneHundredTwentyFive,
  '126': roundOneHundredTwentySix,
  '127': roundOneHundredTwentySeven,
  '128': roundOneHundredTwentyEight,
  '129': roundOneHundredTwentyNine,
  '130': roundOneHundredThirty,
  '131': roundOneHundredThirtyOne,
  '132': roundOneHundredThirtyTwo,
  '133': roundOneHundredThirtyThree,
  '134': roundOneHundredThirtyFour,
  '135': roundOneHundredThirtyFive,
  '136': roundOneHundredThirtySix,
  '137': roundOneHundredThirtySeven,
  '138': roundOneHundredThirtyEight,
  '139': roundOneHundredThirtyNine,
  '140': roundOneHundredForty,
  '141': roundOneHundredFortyOne,
  '142': roundOneHundredFortyTwo,
  '143': roundOneHundredFortyThree,
  '144': roundOneHundredFortyFour,
  '145': roundOneHundredFortyFive,
  '146': roundOneHundredFortySix,
  '147': roundOneHundredFortySeven,
  '148': roundOneHundredFortyEight,
  '149': roundOneHundredFortyNine,
  '150': roundOneHundredFifty,
  '151': roundOneHundredFiftyOne,
  '152': roundOneHundredFiftyTwo,
  '153': roundOneHundredFiftyThree,
  phrasing: phrasingVariants,
};
const names = (process.env.CONFIGS ?? 'ours,context-chef-store,none').split(',');
const rounds = (process.env.ROUNDS ?? '2,3,4,5').split(',');
const n = (value: number) => value.toLocaleString('en-US');

const totals = new Map<string, { tokens: number; needles: number; total: number }>();
for (const task of rounds.flatMap((round) => ROUNDS[round]?.() ?? [])) {
  console.log(task.name);
  for (const config of CONFIGURATIONS.filter((c) => names.includes(c.name))) {
    const needlesTotal = task.questions.reduce((sum, q) => sum + q.needles.length, 0);
    const measure: RunMeasure = { promptTokens: [], needlesFound: 0, needlesTotal, readBacks: 0, questions: {}, blocks: [] };
    const taskTools = await task.tools();
    const run = config.setup(taskTools.tools, scriptedModel(task, measure));
    try {
      await generateText({ model: run.model, tools: run.tools, prompt: task.prompt, stopWhen: stepCountIs(200) });
    } finally {
      run.close?.();
      await taskTools.close();
    }
    const tokens = measure.promptTokens.reduce((a, b) => a + b, 0);
    const sum = totals.get(config.name) ?? { tokens: 0, needles: 0, total: 0 };
    totals.set(config.name, { tokens: sum.tokens + tokens, needles: sum.needles + measure.needlesFound, total: sum.total + needlesTotal });
    console.log(
      `  ${config.name}: ${n(tokens)} tokens, peak ${n(Math.max(...measure.promptTokens))}, ${measure.needlesFound}/${needlesTotal} needles, ${measure.readBacks} read-backs`,
    );
  }
}
for (const [name, sum] of totals) console.log(`${name}: ${n(sum.tokens)} tokens, ${sum.needles}/${sum.total} needles`);
