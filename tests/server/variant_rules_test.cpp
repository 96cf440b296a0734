// The server and the forms of issue 38: f-puzzles JSON and links arrive whole inside a JSON
// request, every route takes their rules, the board gets them in its form (constraints_json.hpp)
// with share links that read back as the same puzzle, and a user's collection serves them.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "server_test_support.hpp"

namespace sudoku::server::test {
namespace {

using VariantRulesTest = ApiTestBase;

// A 4×4 with one solution (1234/3412/2143/4321, counted by `sudoku count`): a thermometer
// along row 1, a white dot between r4c2 and r4c3, a black one between r3c1 and r3c2. Its title
// holds a character outside ASCII and its text a quoted word, so that the JSON inside the
// request's JSON must arrive escaped and whole.
constexpr const char* kThermometer =
    R"({"size":4,"title":"Thermometer and Kropki 4×4","ruleset":"a \"thermometer\" rises",)"
    R"("grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
    R"("thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],)"
    R"("difference":[{"cells":["R4C2","R4C3"]}],"ratio":[{"cells":["R3C1","R3C2"]}]})";

// The same puzzle as an f-puzzles link (LZString of `sudoku show --format fpuzzles`).
constexpr const char* kThermometerLink =
    "https://www.f-puzzles.com/?load=N4IghgrgLgFg9gJxALhCANCAJgSwGZ4CmChAdgMaEoDaolANvQM40gBKALAMI"
    "BMG73AMwgAupgBuYehCqoQAXzEgA5ghxYateemDbdOxei0GTuscf2XDFvbZFKEYKDjg06hRi2TV2grgEZ+Nj8+JUlp"
    "WTRDEAQIekImQigUNEwmHAAvWQ5MWGIAWzh8pOI3EHocUgTNdn8AoLq+TDY64Wa6jlERaOcoeJSFIA===";

// The 4×4 Killer of ImportReadsEveryFormTheCliReads, in f-puzzles JSON: rules the board shows.
constexpr const char* kKillerJson =
    R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
    R"("killercage":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"value":"10"},)"
    R"({"cells":["R1C3","R1C4","R2C3","R2C4"],"value":"10"},)"
    R"({"cells":["R3C1","R3C2","R4C1","R4C2"],"value":"10"},)"
    R"({"cells":["R3C3","R3C4","R4C3","R4C4"],"value":"10"}],)"
    R"("line":[{"lines":[["R1C1","R4C4"]]}]})";

// An empty 4×4 in f-puzzles JSON with `rules` (`"key":value` pairs) added.
std::string empty_4x4(const std::string& rules) {
  return R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)" + rules +
         "}";
}

TEST_F(VariantRulesTest, EveryRouteThatTakesAPuzzleTakesVariantRules) {
  for (const char* text : {kThermometer, kThermometerLink}) {
    for (const char* route :
         {"/api/solve", "/api/check", "/api/hint", "/api/explain", "/api/rate"}) {
      const Parsed reply = call(api_, route, {{"puzzle", text}});
      EXPECT_EQ(reply.status, 200) << route << reply.body.dump();
    }
    const Parsed imported = call(api_, "/api/import", {{"text", text}, {"name", "board.json"}});
    ASSERT_EQ(imported.status, 200) << imported.body.dump();
    EXPECT_EQ(imported.body["solutions"], 1);
    const Json& puzzle = imported.body["puzzle"];
    EXPECT_EQ(puzzle["variant"], "classic");
    EXPECT_EQ(puzzle["constraints"],
              Json::parse(R"([{"kind":"dot","dot":"difference","cells":[13,14],"value":1,)"
                          R"("name":"white Kropki dot"},)"
                          R"({"kind":"dot","dot":"ratio","cells":[8,9],"value":2,)"
                          R"("name":"black Kropki dot"},)"
                          R"({"kind":"line","line":"thermometer","cells":[0,1,2,3],"value":0,)"
                          R"("name":"thermometer"}])"));
    // The share links read back as the same puzzle.
    for (const char* site : {"fpuzzles", "sudokupad"}) {
      const std::string link = puzzle["share"][site].get<std::string>();
      const Parsed again = call(api_, "/api/import", {{"text", link}});
      ASSERT_EQ(again.status, 200) << site << again.body.dump();
      EXPECT_EQ(again.body["puzzle"]["line"], puzzle["line"]) << site;
    }
    EXPECT_TRUE(puzzle["share"]["fpuzzles"].get<std::string>().starts_with(
        "https://www.f-puzzles.com/?load="));
  }
}

// The player's grid against each rule: the engine's check names the rule (its index among
// "constraints") and the cell where it breaks.
TEST_F(VariantRulesTest, CheckNamesTheRulesTheGridBreaks) {
  std::vector<int> grid(16, 0);
  grid[0] = 3;  // r1c1 3, r1c2 2: the thermometer falls
  grid[1] = 2;
  grid[8] = 1;  // r3c1 1, r3c2 3: not a black dot's ratio 2
  grid[9] = 3;
  const Parsed checked = call(api_, "/api/check", {{"puzzle", kThermometer}, {"grid", grid}});
  ASSERT_EQ(checked.status, 200) << checked.body.dump();
  EXPECT_EQ(
      checked.body["broken_rules"],
      Json::parse(
          R"j([{"index":1,"cell":9,"problem":"black Kropki dot: r3c1 (1) and r3c2 (3)"},)j"
          R"j({"index":2,"cell":1,"problem":"thermometer r1c1→r1c4: r1c1 (3) and r1c2 (2)"}])j"));
  const Parsed solved =
      call(api_, "/api/check",
           {{"puzzle", kThermometer}, {"grid", {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}}});
  EXPECT_EQ(solved.body["broken_rules"], Json::array());
  EXPECT_EQ(solved.body["solved"], true);
}

// Each kind goes out in the board's form; a cage without a total among the "cages", with sum 0.
TEST_F(VariantRulesTest, EachKindGoesOutInTheBoardsForm) {
  const auto imported = [&](const std::string& rules) {
    const Parsed reply = call(api_, "/api/import", {{"text", empty_4x4(rules)}});
    EXPECT_EQ(reply.status, 200) << rules << reply.body.dump();
    return reply.body["puzzle"];
  };
  EXPECT_EQ(imported(R"("antiknight":true)")["constraints"],
            Json::parse(R"([{"kind":"global","rule":"anti-knight","name":"anti-knight"}])"));
  EXPECT_EQ(imported(R"("diagonal+":true)")["constraints"][0]["kind"], "diagonal");
  EXPECT_EQ(imported(R"("odd":[{"cell":"R1C1"}])")["constraints"],
            Json::parse(R"([{"kind":"cell","cell_rule":"odd","cell":0,"name":"odd cell"}])"));
  const Json cage = imported(R"("killercage":[{"cells":["R1C1","R1C2"]}])");
  EXPECT_EQ(cage["cages"], Json::parse(R"([{"cells":[0,1],"sum":0}])"));
  EXPECT_FALSE(cage.contains("constraints"));
  EXPECT_EQ(imported(R"("sandwichsum":[{"cell":"R0C2","value":"3"}])")["constraints"],
            Json::parse(R"([{"kind":"outside","clue":"sandwich","side":"top","index":1,)"
                        R"("value":3,"cells":[1,5,9,13],"name":"sandwich"}])"));
}

// What the board shows (givens, cages with totals, both diagonals, jigsaw regions) comes in
// f-puzzles JSON or a link as in any other form; drawings skipped are said in "notes".
TEST_F(VariantRulesTest, AnFpuzzlesPuzzleTheBoardCanShowIsImportedAndSolved) {
  const Parsed killer = call(api_, "/api/import", {{"text", kKillerJson}, {"name", "k.json"}});
  ASSERT_EQ(killer.status, 200) << killer.body.dump();
  EXPECT_EQ(killer.body["puzzle"]["variant"], "killer");
  EXPECT_EQ(killer.body["puzzle"]["cages"][0], Json::parse(R"({"cells":[0,1,4,5],"sum":10})"));
  EXPECT_EQ(killer.body["puzzle"]["text"],
            "variant: killer\naabb\naabb\nccdd\nccdd\n\na 10\nb 10\nc 10\nd 10\n");
  EXPECT_EQ(killer.body["solutions"], 2);
  EXPECT_EQ(killer.body["notes"],
            Json::array({"skipped 1 line: drawings carry no rule this tool reads; if the rules "
                         "text gives them a meaning, the answer ignores it"}));
  // Without drawings, no notes.
  const Parsed x =
      call(api_, "/api/import", {{"text", empty_4x4(R"("diagonal+":true,"diagonal-":true)")}});
  ASSERT_EQ(x.status, 200) << x.body.dump();
  EXPECT_EQ(x.body["puzzle"]["variant"], "x");
  EXPECT_EQ(x.body["puzzle"]["diagonals"], true);
  EXPECT_FALSE(x.body.contains("notes"));
  // The classic easy puzzle as a one-cell-per-entry f-puzzles grid, solved.
  Json rows = Json::array();
  for (int row = 0; row < 9; ++row) {
    Json cells = Json::array();
    for (int column = 0; column < 9; ++column) {
      const char symbol = kEasy[row * 9 + column];
      cells.push_back(symbol == '.' ? Json::object()
                                    : Json{{"value", symbol - '0'}, {"given", true}});
    }
    rows.push_back(cells);
  }
  const Json classic = {{"size", 9}, {"grid", rows}};
  const Parsed solved = call(api_, "/api/solve", {{"puzzle", classic.dump()}});
  ASSERT_EQ(solved.status, 200) << solved.body.dump();
  EXPECT_EQ(solved.body["status"], "solved");
  const Parsed plain = call(api_, "/api/solve", {{"puzzle", kEasy}});
  EXPECT_EQ(solved.body["solution"], plain.body["solution"]);
}

// The request body is JSON text holding the puzzle's JSON text as a string: sent as a browser
// sends it (quotes and the multiplication sign escaped), it arrives whole, so its error is the
// reader's own, at the column of the key in the puzzle's text.
TEST_F(VariantRulesTest, AnFpuzzlesTextInsideTheRequestArrivesWhole) {
  const std::string lockout = empty_4x4(R"("lockout":[{"lines":[["R1C1","R1C2","R1C3"]]}])");
  const std::string body = R"({"text":)" + Json(lockout).dump(-1, ' ', true) + "}";
  ASSERT_NE(body.find("\\\"lockout\\\""), std::string::npos);
  const Parsed reply = call_text(api_, "/api/import", body);
  EXPECT_EQ(reply.status, 400);
  EXPECT_EQ(reply.body["error"], "pasted:1:76: constraint \"lockout\" is not supported");
  const std::string escaped =
      R"({"puzzle":)" + Json(std::string(kThermometer)).dump(-1, ' ', true) + "}";
  ASSERT_NE(escaped.find("\\u00d7"), std::string::npos);
  EXPECT_EQ(call_text(api_, "/api/solve", escaped).status, 200);
}

// A user's collection skips the lines the board cannot show, and the lines that name other
// rules than the file's, counted as bad lines with the first one's message.
// A user's collection serves f-puzzles lines (JSON and links) of variant rules in a file of
// classic puzzles, and skips a line whose own rules are not the file's (a Killer).
TEST(VariantRulesCollectionTest, AUsersLinesOfVariantRulesAreServed) {
  std::string folder =
      (std::filesystem::temp_directory_path() / "sudoku_variant_rules_test.XXXXXX").string();
  ASSERT_NE(mkdtemp(folder.data()), nullptr);
  const std::string path = folder + "/puzzles.txt";
  std::ofstream(path, std::ios::binary) << kEasy << "\n"
                                        << kThermometer << "\n"
                                        << kKillerJson << "\n"
                                        << kThermometerLink << "\n"
                                        << kHardest << "\n";
  const Collection collection = Collection::from_user_files(std::vector<std::string>{path});
  ASSERT_EQ(collection.size(), 4U);
  EXPECT_EQ(collection.entry(1).origin->line, 2);
  EXPECT_EQ(collection.entry(1).puzzle.constraints().size(), 3U);
  EXPECT_EQ(collection.entry(2).origin->line, 4);
  EXPECT_EQ(collection.entry(2).puzzle, collection.entry(1).puzzle);
  // The menus offer what the file holds: its kinds, each with the rules its puzzles hold
  // beside the variant's own (issue 41).
  const Api api(collection);
  EXPECT_EQ(call(api, "/api/collection", Json(), "GET").body["kinds"],
            Json::parse(R"([{"variant":"classic","size":9,"puzzles":2},)"
                        R"({"variant":"classic","size":4,"puzzles":2,)"
                        R"("rules":["black Kropki dot","thermometer","white Kropki dot"]}])"));
  const CollectionFile& file = collection.files()[0];
  EXPECT_EQ(file.skipped, 1U);
  EXPECT_EQ(skipped_summary(file),
            path + ": 1 line skipped (the first: " + path +
                ":3:1: a killer puzzle in a file of classic puzzles: give it a file of its own)");
  std::ofstream(path, std::ios::binary) << kKillerJson << "\n";
  try {
    (void)Collection::from_user_files(std::vector<std::string>{path});
    ADD_FAILURE() << "a file of one Killer under no header loaded";
  } catch (const CollectionError& error) {
    EXPECT_EQ(std::string(error.what()),
              path + ": no puzzle to serve: 1 bad line and no good one (the first: " + path +
                  ":1:1: a killer puzzle in a file of classic puzzles: give it a file of its "
                  "own)");
  }
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace sudoku::server::test
