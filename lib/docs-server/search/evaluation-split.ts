/**
 * The held-out part of the evaluation set: drawn once (2026-11-25) by a seeded shuffle (mulberry32, seed 26)
 * of the question ids, 40% of them, before any tuning, and committed. These questions are measured, never
 * tuned on; the others are the development part. Do not redraw: a new question joins the development part
 * unless it is added here at the time it is written.
 *
 * E199–E258: 60 questions written 2026-11-26 by a session that never ran or saw the search, all held out at the
 * time they were written (they make the held-out measure larger and less noisy). E469–E503: 35 more, written the
 * same way for this part after the search had been tuned on 140 new development questions (E259–E398); E574–E598,
 * 25 more, at the end of that session. E599–E658: 60 more, written blind for this part after the session that gave
 * every sentence its question forms (2026-11-26, fifth session). E659–E718: 60 more, written blind for this part
 * (2026-11-27) by a writer who never saw the search, while a fourth pass of question forms was being written.
 * E999–E1078: 80 more, written blind for this part later that day (40 section by section, 40 with the long-tail brief),
 * when 80 new development questions (E919–E998) had brought the held-out part under a third of the set.
 */
export const HELD_OUT_IDS: ReadonlySet<string> = new Set([
  "E003", "E005", "E010", "E015", "E016", "E018", "E019", "E021", "E022", "E025", "E026", "E027",
  "E031", "E033", "E038", "E040", "E041", "E042", "E043", "E046", "E049", "E050", "E051", "E054",
  "E056", "E058", "E059", "E060", "E061", "E066", "E067", "E070", "E073", "E074", "E075", "E080",
  "E081", "E082", "E083", "E086", "E087", "E089", "E091", "E092", "E093", "E095", "E104", "E108",
  "E110", "E113", "E119", "E123", "E124", "E127", "E130", "E132", "E133", "E135", "E139", "E140",
  "E144", "E146", "E153", "E154", "E157", "E161", "E165", "E166", "E170", "E171", "E172", "E177",
  "E178", "E179", "E180", "E189", "E190", "E194", "E195", "E198",
  "E199", "E200", "E201", "E202", "E203", "E204", "E205", "E206", "E207", "E208", "E209", "E210",
  "E211", "E212", "E213", "E214", "E215", "E216", "E217", "E218", "E219", "E220", "E221", "E222",
  "E223", "E224", "E225", "E226", "E227", "E228", "E229", "E230", "E231", "E232", "E233", "E234",
  "E235", "E236", "E237", "E238", "E239", "E240", "E241", "E242", "E243", "E244", "E245", "E246",
  "E247", "E248", "E249", "E250", "E251", "E252", "E253", "E254", "E255", "E256", "E257", "E258",
  "E469", "E470", "E471", "E472", "E473", "E474", "E475", "E476", "E477", "E478", "E479", "E480", "E481", "E482",
  "E483", "E484", "E485", "E486", "E487", "E488", "E489", "E490", "E491", "E492", "E493", "E494", "E495", "E496",
  "E497", "E498", "E499", "E500", "E501", "E502", "E503", "E574", "E575", "E576", "E577", "E578", "E579", "E580",
  "E581", "E582", "E583", "E584", "E585", "E586", "E587", "E588", "E589", "E590", "E591", "E592", "E593", "E594",
  "E595", "E596", "E597", "E598",
  "E599", "E600", "E601", "E602", "E603", "E604", "E605", "E606", "E607", "E608", "E609", "E610", "E611", "E612",
  "E613", "E614", "E615", "E616", "E617", "E618", "E619", "E620", "E621", "E622", "E623", "E624", "E625", "E626",
  "E627", "E628", "E629", "E630", "E631", "E632", "E633", "E634", "E635", "E636", "E637", "E638", "E639", "E640",
  "E641", "E642", "E643", "E644", "E645", "E646", "E647", "E648", "E649", "E650", "E651", "E652", "E653", "E654",
  "E655", "E656", "E657", "E658",
  "E659", "E660", "E661", "E662", "E663", "E664", "E665", "E666", "E667", "E668", "E669", "E670", "E671", "E672",
  "E673", "E674", "E675", "E676", "E677", "E678", "E679", "E680", "E681", "E682", "E683", "E684", "E685", "E686",
  "E687", "E688", "E689", "E690", "E691", "E692", "E693", "E694", "E695", "E696", "E697", "E698", "E699", "E700",
  "E701", "E702", "E703", "E704", "E705", "E706", "E707", "E708", "E709", "E710", "E711", "E712", "E713", "E714",
  "E715", "E716", "E717", "E718",
  "E999", "E1000", "E1001", "E1002", "E1003", "E1004", "E1005", "E1006", "E1007", "E1008", "E1009", "E1010", "E1011", "E1012",
  "E1013", "E1014", "E1015", "E1016", "E1017", "E1018", "E1019", "E1020", "E1021", "E1022", "E1023", "E1024", "E1025", "E1026",
  "E1027", "E1028", "E1029", "E1030", "E1031", "E1032", "E1033", "E1034", "E1035", "E1036", "E1037", "E1038", "E1039", "E1040",
  "E1041", "E1042", "E1043", "E1044", "E1045", "E1046", "E1047", "E1048", "E1049", "E1050", "E1051", "E1052", "E1053", "E1054",
  "E1055", "E1056", "E1057", "E1058", "E1059", "E1060", "E1061", "E1062", "E1063", "E1064", "E1065", "E1066", "E1067", "E1068",
  "E1069", "E1070", "E1071", "E1072", "E1073", "E1074", "E1075", "E1076", "E1077", "E1078",
]);
