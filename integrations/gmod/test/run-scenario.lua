-- luajit run-scenario.lua <addon.lua> <scenario.lua>: boots the stand-in, then runs the scenario,
-- which drives the game through the global `standin` (boot, advance, check, command, result).
local here = string.match(arg[0], "^(.*)/[^/]*$") or "."
dofile(here .. "/gmod-standin.lua")
local addon, scenario = arg[1], arg[2]
local fn = assert(loadfile(scenario))
setfenv(fn, setmetatable({ addon = addon }, { __index = _G }))
fn()
