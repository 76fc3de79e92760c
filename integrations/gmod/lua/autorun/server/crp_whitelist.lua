-- Creative RP whitelist for Garry's Mod (contract D41 of the community site).
-- Lets in only players whose Steam account is linked to a member the site has accepted on one of
-- the forms named in crp_whitelist_forms. Plain Lua 5.1 as LuaJIT runs it; server side only.
-- Install and settings: integrations/gmod/README.md.

if CLIENT then return end

local TAG = "crp_whitelist"
local DATA_FILE = "crp_whitelist.json"
local DEFAULT_NAME = "Creative RP"
local MIN_REFRESH = 10

-- FCVAR_PROTECTED keeps the key's value from ever being sent to clients.
local cvSiteUrl = CreateConVar("crp_site_url", "", { FCVAR_ARCHIVE }, "Address of the community site, e.g. https://example.org")
local cvApiKey = CreateConVar("crp_api_key", "", { FCVAR_ARCHIVE, FCVAR_PROTECTED }, "Game server key from the site's /admin/game-servers (crp_...)")
local cvForms = CreateConVar("crp_whitelist_forms", "", { FCVAR_ARCHIVE }, "Comma-separated form slugs whose accepted members may join")
local cvRefresh = CreateConVar("crp_refresh_seconds", "60", { FCVAR_ARCHIVE }, "Seconds between whitelist refreshes (at least 10)")
local cvFailOpen = CreateConVar("crp_fail_open", "0", { FCVAR_ARCHIVE }, "1: let everyone in until a first whitelist is known; 0: refuse them")

local state = {
  allowed = nil,     -- set of SteamID64 strings; nil until a list is known (fetched or kept on disk)
  count = 0,
  forms = nil,       -- the forms the list is for
  etag = nil,
  lastRefresh = nil, -- os.time() of the last answer from the site (200 or 304)
  lastError = nil,
  source = nil,      -- "site" or "disk"
  siteName = DEFAULT_NAME,
  fetching = false,
}

local function say(msg)
  MsgC(Color(90, 170, 255), "[" .. TAG .. "] ", Color(230, 230, 230), msg .. "\n")
end

local function warn(msg)
  MsgC(Color(90, 170, 255), "[" .. TAG .. "] ", Color(255, 110, 90), msg .. "\n")
end

local function trim(s)
  return (string.gsub(s or "", "^%s*(.-)%s*$", "%1"))
end

local function siteUrl()
  return (string.gsub(trim(cvSiteUrl:GetString()), "/+$", ""))
end

-- "b, a,,a" -> "a,b": the same set of forms always reads the same.
local function normalizedForms()
  local seen, list = {}, {}
  for slug in string.gmatch(cvForms:GetString() or "", "[^,]+") do
    slug = trim(slug)
    if slug ~= "" and not seen[slug] then
      seen[slug] = true
      list[#list + 1] = slug
    end
  end
  table.sort(list)
  return table.concat(list, ",")
end

local function urlEncode(s)
  return (string.gsub(s, "[^%w%-%._~,]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local function headerValue(headers, name)
  if type(headers) ~= "table" then return nil end
  name = string.lower(name)
  for k, v in pairs(headers) do
    if string.lower(tostring(k)) == name then return v end
  end
  return nil
end

-- An error from the site, in its own words when it sent the error shape (never the key: only the site's message).
local function siteMessage(body)
  local data = type(body) == "string" and util.JSONToTable(body) or nil
  if type(data) == "table" and type(data.message) == "string" then return data.message end
  return nil
end

local function timeText(t)
  return t and os.date("!%Y-%m-%d %H:%M:%S UTC", t) or "never"
end

local function useList(steamIds, forms, etag, source)
  local allowed, count = {}, 0
  for _, id in ipairs(steamIds) do
    id = tostring(id)
    if not allowed[id] then
      allowed[id] = true
      count = count + 1
    end
  end
  state.allowed, state.count, state.forms, state.etag, state.source = allowed, count, forms, etag, source
end

local function saveList(steamIds, forms, etag)
  local ok = file.Write(DATA_FILE, util.TableToJSON({ forms = forms, steamIds = steamIds, etag = etag, savedAt = os.time(), siteName = state.siteName }))
  if ok == false then warn("could not write data/" .. DATA_FILE) end
end

-- The list kept by the last run, for a restart while the site is down. Only for the same forms.
local function loadSavedList()
  local text = file.Read(DATA_FILE, "DATA")
  if not text or text == "" then return end
  local data = util.JSONToTable(text)
  if type(data) ~= "table" or type(data.steamIds) ~= "table" then
    warn("ignoring data/" .. DATA_FILE .. ": it is not a saved whitelist")
    return
  end
  if data.forms ~= normalizedForms() then
    say("ignoring the saved whitelist: it was for forms '" .. tostring(data.forms) .. "'")
    return
  end
  if type(data.siteName) == "string" and data.siteName ~= "" then state.siteName = data.siteName end
  useList(data.steamIds, data.forms, data.etag, "disk")
  say("loaded the saved whitelist: " .. state.count .. " players (saved " .. timeText(tonumber(data.savedAt)) .. ")")
end

local function fail(msg)
  state.lastError = msg
  state.fetching = false
  if state.allowed then
    warn("refresh failed: " .. msg .. "; keeping the last list (" .. state.count .. " players, last refresh " .. timeText(state.lastRefresh) .. ")")
  elseif cvFailOpen:GetBool() then
    warn("refresh failed: " .. msg .. "; no whitelist yet and crp_fail_open is 1: letting everyone in")
  else
    warn("refresh failed: " .. msg .. "; no whitelist yet: refusing everyone until one arrives (crp_fail_open 0)")
  end
end

-- The community's name for the refusal message: the site's own name when GET /api/site gives one.
local function fetchSiteName(site)
  http.Fetch(site .. "/api/site", function(body, _, _, code)
    local data = code == 200 and util.JSONToTable(body or "") or nil
    if type(data) == "table" and type(data.name) == "string" and trim(data.name) ~= "" then state.siteName = trim(data.name) end
  end, function() end, { Accept = "application/json" })
end

local function refresh(why)
  local site, key, forms = siteUrl(), trim(cvApiKey:GetString()), normalizedForms()
  if site == "" or key == "" or forms == "" then
    fail("not configured: set crp_site_url, crp_api_key and crp_whitelist_forms")
    return
  end
  if state.fetching then return end
  state.fetching = true
  local headers = { Authorization = "Bearer " .. key, Accept = "application/json" }
  if state.etag and state.forms == forms then headers["If-None-Match"] = state.etag end
  http.Fetch(site .. "/api/game/v1/whitelist?forms=" .. urlEncode(forms), function(body, _, respHeaders, code)
    state.fetching = false
    if code == 304 then
      state.lastRefresh, state.lastError, state.source = os.time(), nil, "site"
      say("whitelist unchanged: " .. state.count .. " players (" .. why .. ")")
      return
    end
    if code ~= 200 then
      local detail = siteMessage(body)
      if code == 401 then detail = "the site refused the key (check crp_api_key; it may have been revoked)" end
      fail("the site answered HTTP " .. tostring(code) .. (detail and (": " .. detail) or ""))
      return
    end
    local data = util.JSONToTable(body or "")
    if type(data) ~= "table" or type(data.steamIds) ~= "table" then
      fail("the site's answer is not a whitelist")
      return
    end
    local etag = headerValue(respHeaders, "ETag")
    useList(data.steamIds, forms, etag, "site")
    state.lastRefresh, state.lastError = os.time(), nil
    saveList(data.steamIds, forms, etag)
    say("whitelist loaded: " .. state.count .. " players for forms " .. forms .. " (" .. why .. ")")
  end, function(err)
    fail("could not reach " .. site .. " (" .. tostring(err) .. ")")
  end, headers)
end

local function startTimer()
  local seconds = math.max(MIN_REFRESH, cvRefresh:GetInt())
  timer.Create(TAG .. "_refresh", seconds, 0, function() refresh("timer") end)
end

local function start()
  loadSavedList()
  local site = siteUrl()
  if site ~= "" then fetchSiteName(site) end
  refresh("start")
  startTimer()
end

hook.Add("CheckPassword", TAG, function(steamID64, ipAddress, svPassword, clPassword, name)
  local id = tostring(steamID64)
  if state.allowed == nil then
    if cvFailOpen:GetBool() then return end
    say("refused " .. tostring(name) .. ": no whitelist loaded yet")
    return false, state.siteName .. ": the whitelist is not loaded yet, please try again in a minute (apply at " .. siteUrl() .. "/applications)"
  end
  if state.allowed[id] then return end -- nothing returned: the usual password check still applies
  say("refused " .. tostring(name) .. ": not on the whitelist")
  return false, state.siteName .. ": apply at " .. siteUrl() .. "/applications"
end)

concommand.Add("crp_whitelist_reload", function(ply)
  if IsValid(ply) and not ply:IsSuperAdmin() then return end
  say("reloading (list: " .. state.count .. " players, last refresh " .. timeText(state.lastRefresh) .. (state.lastError and (", last error: " .. state.lastError) or "") .. ")")
  refresh("crp_whitelist_reload")
  startTimer()
end)

-- HTTP is only usable once the server has finished starting, and server.cfg has set the ConVars by then.
hook.Add("InitPostEntity", TAG, function()
  timer.Simple(0, start)
end)
